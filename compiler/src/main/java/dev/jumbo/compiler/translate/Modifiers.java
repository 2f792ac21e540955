package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;

import java.util.List;

/**
 * {@code java.lang.reflect.Modifier} bits of the grammar's modifiers. Annotations are dropped
 * (TREE.md); keywords without a bit ({@code default}, {@code sealed}, {@code non-sealed}) add none.
 */
final class Modifiers {
    private Modifiers() {
    }

    /** {@code modifier : annotation | PUBLIC | PROTECTED | PRIVATE | STATIC | ABSTRACT | FINAL | ...} */
    static int bits(List<JumboParser.ModifierContext> modifiers) {
        int bits = 0;
        for (JumboParser.ModifierContext modifier : modifiers) {
            if (modifier.annotation() != null) {
                continue;
            }
            bits |= switch (modifier.getStart().getType()) {
                case JumboParser.PUBLIC -> java.lang.reflect.Modifier.PUBLIC;
                case JumboParser.PRIVATE -> java.lang.reflect.Modifier.PRIVATE;
                case JumboParser.PROTECTED -> java.lang.reflect.Modifier.PROTECTED;
                case JumboParser.STATIC -> java.lang.reflect.Modifier.STATIC;
                case JumboParser.FINAL -> java.lang.reflect.Modifier.FINAL;
                case JumboParser.SYNCHRONIZED -> java.lang.reflect.Modifier.SYNCHRONIZED;
                case JumboParser.VOLATILE -> java.lang.reflect.Modifier.VOLATILE;
                case JumboParser.TRANSIENT -> java.lang.reflect.Modifier.TRANSIENT;
                case JumboParser.NATIVE -> java.lang.reflect.Modifier.NATIVE;
                case JumboParser.ABSTRACT -> java.lang.reflect.Modifier.ABSTRACT;
                case JumboParser.STRICTFP -> java.lang.reflect.Modifier.STRICT;
                default -> 0;
            };
        }
        return bits;
    }

    /** {@code variableModifier : annotation | FINAL} */
    static int variableBits(List<JumboParser.VariableModifierContext> modifiers) {
        int bits = 0;
        for (JumboParser.VariableModifierContext modifier : modifiers) {
            if (modifier.FINAL() != null) {
                bits |= java.lang.reflect.Modifier.FINAL;
            }
        }
        return bits;
    }
}
