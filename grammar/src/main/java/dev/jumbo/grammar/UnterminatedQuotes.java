package dev.jumbo.grammar;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Token;

/**
 * Finds quote openers {@code $<} without a matching {@code >$}. The parser alone would only
 * say where it stopped (often far away, at the end of the file); this names the quote.
 */
final class UnterminatedQuotes {

    static final String MESSAGE = "unterminated quote: '$<' has no matching '>$'";

    private UnterminatedQuotes() {
    }

    static List<SyntaxError> find(CommonTokenStream tokens, String sourceName) {
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
            opener.getCharPositionInLine() + 1, MESSAGE, opener.getText(), List.of("'>$'"))));
        return errors;
    }
}
