package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.tree.ParseTree;

/**
 * Which quotes lang's checks may run on at build time: those the quote alone decides. A quote of whole
 * type declarations without any hole is the same fragment every time the generator runs, and what lang
 * finds wrong in it (a type mismatch, a misspelled method, an unreported exception) is wrong wherever it
 * lands, but for the names it leaves free, which the build-time check does not report.
 */
final class ClosedQuotes {
    private ClosedQuotes() {
    }

    /** A quote of type declarations ({@code #typeDeclarationsFragment}) with no hole anywhere inside. */
    static boolean isClosedTypeDeclarations(JumboParser.QuoteContext quote) {
        return quote.quoteFragment() instanceof JumboParser.TypeDeclarationsFragmentContext && !hasHole(quote);
    }

    private static boolean hasHole(ParseTree tree) {
        if (tree instanceof JumboParser.HoleContext) {
            return true;
        }
        for (int index = 0; index < tree.getChildCount(); index++) {
            if (hasHole(tree.getChild(index))) {
                return true;
            }
        }
        return false;
    }
}
