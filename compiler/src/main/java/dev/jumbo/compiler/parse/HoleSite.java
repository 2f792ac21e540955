package dev.jumbo.compiler.parse;

import java.util.List;

/**
 * A hole {@code `Category(expression)} (or the shorthand {@code `name}) found in a quote.
 *
 * @param backquote       the offset of the backquote
 * @param category        the category; {@link HoleCategory#Name} for the shorthand
 * @param expressionStart the offset where the host expression starts
 * @param expressionEnd   the offset just past the host expression (before the closing parenthesis)
 * @param end             the offset just past the whole hole
 * @param quotes          the quotes nested in the host expression
 */
public record HoleSite(int backquote, HoleCategory category, int expressionStart, int expressionEnd, int end,
                       List<QuoteSite> quotes) {
    public HoleSite {
        quotes = List.copyOf(quotes);
    }
}
