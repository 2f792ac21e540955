package dev.jumbo.compiler.translate;

import com.github.javaparser.ast.Modifier;
import com.github.javaparser.ast.NodeList;

/** {@code java.lang.reflect.Modifier} bits of JavaParser modifiers; keywords without a bit ({@code default}, {@code sealed}) add none. */
final class Modifiers {
    private Modifiers() {
    }

    static int bits(NodeList<Modifier> modifiers) {
        int bits = 0;
        for (Modifier modifier : modifiers) {
            bits |= switch (modifier.getKeyword()) {
                case PUBLIC -> java.lang.reflect.Modifier.PUBLIC;
                case PRIVATE -> java.lang.reflect.Modifier.PRIVATE;
                case PROTECTED -> java.lang.reflect.Modifier.PROTECTED;
                case STATIC -> java.lang.reflect.Modifier.STATIC;
                case FINAL -> java.lang.reflect.Modifier.FINAL;
                case SYNCHRONIZED -> java.lang.reflect.Modifier.SYNCHRONIZED;
                case VOLATILE -> java.lang.reflect.Modifier.VOLATILE;
                case TRANSIENT -> java.lang.reflect.Modifier.TRANSIENT;
                case NATIVE -> java.lang.reflect.Modifier.NATIVE;
                case ABSTRACT -> java.lang.reflect.Modifier.ABSTRACT;
                case STRICTFP -> java.lang.reflect.Modifier.STRICT;
                default -> 0;
            };
        }
        return bits;
    }
}
