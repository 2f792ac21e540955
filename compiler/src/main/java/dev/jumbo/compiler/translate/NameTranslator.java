package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;

/**
 * Writes the names of a quote: a string constant, or the {@code `Name} hole standing for it
 * ({@code Hole.Name(SRC, P, s)} is a {@code String}).
 */
final class NameTranslator {
    private final Construction construction;
    private final Translators translators;

    NameTranslator(Construction construction, Translators translators) {
        this.construction = construction;
        this.translators = translators;
    }

    /** {@code identifier : Identifier | contextualKeyword | hole} */
    void identifier(JumboParser.IdentifierContext identifier) {
        if (identifier.hole() != null) {
            translators.holes().name(identifier.hole());
        } else {
            construction.raw(JavaLiterals.string(text(identifier)));
        }
    }

    /** {@code typeIdentifier : Identifier | EXPORTS | ... | hole} */
    void typeIdentifier(JumboParser.TypeIdentifierContext identifier) {
        if (identifier.hole() != null) {
            translators.holes().name(identifier.hole());
        } else {
            construction.raw(JavaLiterals.string(text(identifier)));
        }
    }

    /** {@code variableDeclaratorId : ( identifier | UNDERSCORE ) dims?}: the name only. */
    void declaratorName(JumboParser.VariableDeclaratorIdContext declarator) {
        if (declarator.identifier() != null) {
            identifier(declarator.identifier());
        } else {
            construction.raw(JavaLiterals.string("_"));
        }
    }

    /** Appends {@code , name}. */
    void argument(JumboParser.IdentifierContext identifier) {
        construction.argument(() -> identifier(identifier));
    }

    /** The identifier as Java reads it (unicode escapes translated); {@code null} for a hole. */
    static String text(JumboParser.IdentifierContext identifier) {
        return identifier.hole() != null ? null : UnicodeEscapes.translate(identifier.getText());
    }

    /** The type identifier as Java reads it; {@code null} for a hole. */
    static String text(JumboParser.TypeIdentifierContext identifier) {
        return identifier.hole() != null ? null : UnicodeEscapes.translate(identifier.getText());
    }

    /** The number of {@code []} pairs of an optional {@code dims}. */
    static int dimensions(JumboParser.DimsContext dims) {
        return dims == null ? 0 : dims.LBRACK().size();
    }

    /** Whether a construct holds a hole anywhere. */
    static boolean holdsHole(ParserRuleContext construct) {
        if (construct instanceof JumboParser.HoleContext) {
            return true;
        }
        for (int index = 0; index < construct.getChildCount(); index++) {
            if (construct.getChild(index) instanceof ParserRuleContext child && holdsHole(child)) {
                return true;
            }
        }
        return false;
    }
}
