package dev.jumbo.grammar;

/**
 * Takes a hole apart. The lexer makes {@code `Category(} one token (the long form) and
 * {@code `name} one token (the short form, which means {@code `Name(name)}).
 */
public final class Holes {

    /** The category of the short form {@code `x}. */
    public static final String NAME_CATEGORY = "Name";

    private Holes() {
    }

    /** {@code Int} for {@code `Int(e)}, {@code Name} for {@code `x}. */
    public static String category(JumboParser.HoleContext hole) {
        if (isShortForm(hole)) {
            return NAME_CATEGORY;
        }
        String open = hole.HOLE_OPEN().getText();
        return open.substring(1, open.length() - 1);
    }

    /** True for {@code `x}, false for {@code `Category(expression)}. */
    public static boolean isShortForm(JumboParser.HoleContext hole) {
        return hole.HOLE_NAME() != null;
    }

    /** The host expression of the long form; {@code null} for the short form. */
    public static JumboParser.ExpressionContext hostExpression(JumboParser.HoleContext hole) {
        return hole.expression();
    }

    /** {@code x} for the short form {@code `x} (a host variable holding the name); {@code null} for the long form. */
    public static String shortFormVariable(JumboParser.HoleContext hole) {
        return isShortForm(hole) ? hole.HOLE_NAME().getText().substring(1) : null;
    }
}
