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
}
