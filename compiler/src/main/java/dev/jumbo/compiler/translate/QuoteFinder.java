package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;

import java.util.ArrayList;
import java.util.List;

/** Finds the quotes of a parse tree: the outermost ones, in source order (nested quotes sit in their holes). */
final class QuoteFinder {
    private QuoteFinder() {
    }

    /** The quotes in {@code tree} that are not inside another quote of it. */
    static List<JumboParser.QuoteContext> outermost(ParserRuleContext tree) {
        List<JumboParser.QuoteContext> quotes = new ArrayList<>();
        collect(tree, quotes);
        return quotes;
    }

    private static void collect(ParseTree tree, List<JumboParser.QuoteContext> quotes) {
        if (tree instanceof JumboParser.QuoteContext quote) {
            quotes.add(quote);
            return;
        }
        for (int index = 0; index < tree.getChildCount(); index++) {
            ParseTree child = tree.getChild(index);
            if (child instanceof ParserRuleContext) {
                collect(child, quotes);
            }
        }
    }
}
