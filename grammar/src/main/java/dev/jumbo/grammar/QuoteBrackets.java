package dev.jumbo.grammar;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Token;

/**
 * Checks of the quote brackets on the token stream. The parser alone would only say where it
 * stopped (often far away, at the end of the file) for an unterminated quote; these name the quote.
 */
final class QuoteBrackets {

    static final String UNTERMINATED = "unterminated quote: '$<' has no matching '>$'";
    static final String EMPTY = "empty quote: a quote holds an expression, statements, declarations, switch cases"
        + " or a formal parameter";

    private QuoteBrackets() {
    }

    /** Every {@code $<} directly followed by {@code >$}. */
    static List<SyntaxError> findEmpty(CommonTokenStream tokens, String sourceName) {
        tokens.fill();
        List<SyntaxError> errors = new ArrayList<>();
        Token previous = null;
        for (Token token : tokens.getTokens()) {
            if (token.getChannel() != Token.DEFAULT_CHANNEL) {
                continue;
            }
            if (token.getType() == JumboLexer.QUOTE_CLOSE && previous != null
                && previous.getType() == JumboLexer.QUOTE_OPEN) {
                errors.add(new SyntaxError(sourceName, previous.getLine(), previous.getCharPositionInLine() + 1, EMPTY,
                    previous.getText(), List.of()));
            }
            previous = token;
        }
        return errors;
    }

    /** Every {@code $<} without a matching {@code >$}. */
    static List<SyntaxError> findUnterminated(CommonTokenStream tokens, String sourceName) {
        tokens.fill();
        Deque<Token> open = new ArrayDeque<>();
        for (Token token : tokens.getTokens()) {
            if (token.getType() == JumboLexer.QUOTE_OPEN) {
                open.push(token);
            } else if (token.getType() == JumboLexer.QUOTE_CLOSE && !open.isEmpty()) {
                open.pop();
            }
        }
        List<SyntaxError> errors = new ArrayList<>();
        open.descendingIterator().forEachRemaining(opener -> errors.add(new SyntaxError(sourceName, opener.getLine(),
            opener.getCharPositionInLine() + 1, UNTERMINATED, opener.getText(), List.of("'>$'"))));
        return errors;
    }

    /**
     * The errors, sorted by position, keeping only the first of each quote: once a quote's text fails
     * to parse, the recovering parser resynchronizes on tokens of the surrounding code and reports the
     * quote's own closing {@code >$} (or a brace before it) as unexpected, which would only echo the
     * first error. Errors outside quotes are all kept.
     */
    static List<SyntaxError> firstInEachQuote(List<SyntaxError> sorted, CommonTokenStream tokens) {
        List<int[]> spans = outermostSpans(tokens);
        List<SyntaxError> kept = new ArrayList<>();
        int[] reportedSpan = null;
        for (SyntaxError error : sorted) {
            int[] span = spanHolding(spans, error);
            if (span == null || span != reportedSpan) {
                kept.add(error);
            }
            if (span != null) {
                reportedSpan = span;
            }
        }
        return kept;
    }

    /** Line and 1-based column of each outermost {@code $<} and its matching {@code >$}, in order. */
    private static List<int[]> outermostSpans(CommonTokenStream tokens) {
        tokens.fill();
        List<int[]> spans = new ArrayList<>();
        Deque<Token> open = new ArrayDeque<>();
        for (Token token : tokens.getTokens()) {
            if (token.getType() == JumboLexer.QUOTE_OPEN) {
                open.push(token);
            } else if (token.getType() == JumboLexer.QUOTE_CLOSE && !open.isEmpty()) {
                Token opener = open.pop();
                if (open.isEmpty()) {
                    spans.add(new int[] {opener.getLine(), opener.getCharPositionInLine() + 1,
                        token.getLine(), token.getCharPositionInLine() + 1});
                }
            }
        }
        return spans;
    }

    private static int[] spanHolding(List<int[]> spans, SyntaxError error) {
        for (int[] span : spans) {
            boolean afterOpen = error.line() > span[0] || error.line() == span[0] && error.column() >= span[1];
            boolean beforeClose = error.line() < span[2] || error.line() == span[2] && error.column() <= span[3];
            if (afterOpen && beforeClose) {
                return span;
            }
        }
        return null;
    }
}
