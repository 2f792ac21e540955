package dev.jumbo.grammar;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.LexerNoViableAltException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.IntervalSet;

/** An error listener that keeps every lexical and syntax error as a {@link SyntaxError}; it prints nothing. */
final class SyntaxErrorCollector extends BaseErrorListener {

    private final String sourceName;
    private final List<SyntaxError> errors = new ArrayList<>();
    private IntervalSet pendingExpected;

    SyntaxErrorCollector(String sourceName) {
        this.sourceName = sourceName;
    }

    @Override
    public void syntaxError(Recognizer<?, ?> recognizer, Object offendingSymbol, int line, int charPositionInLine,
                            String message, RecognitionException exception) {
        if (recognizer instanceof Parser) {
            Parser parser = (Parser) recognizer;
            Token offending = (Token) offendingSymbol;
            IntervalSet expected = pendingExpected != null ? pendingExpected : parser.getExpectedTokens();
            pendingExpected = null;
            String offendingText = offending == null ? "" : offending.getText();
            errors.add(new SyntaxError(sourceName, line, charPositionInLine + 1, message, offendingText,
                TokenNames.names(expected)));
        } else {
            String text = exception instanceof LexerNoViableAltException
                ? lexerErrorText((LexerNoViableAltException) exception)
                : "";
            errors.add(new SyntaxError(sourceName, line, charPositionInLine + 1, lexicalMessage(text), text, List.of()));
        }
    }

    /** The error strategy knows best which tokens the next reported error expected. */
    void expectNext(IntervalSet expected) {
        pendingExpected = expected;
    }

    private static String lexerErrorText(LexerNoViableAltException exception) {
        org.antlr.v4.runtime.CharStream input = exception.getInputStream();
        int start = exception.getStartIndex();
        int stop = Math.min(input.index(), input.size() - 1);
        return start <= stop ? input.getText(org.antlr.v4.runtime.misc.Interval.of(start, stop)) : "";
    }

    /** The lexer failed on {@code text}: say which literal or comment is unterminated, or which character is wrong. */
    static String lexicalMessage(String text) {
        if (text.startsWith("\"\"\"")) {
            return "unterminated text block";
        }
        if (text.startsWith("\"")) {
            return "unterminated string literal";
        }
        if (text.startsWith("'")) {
            return "unterminated or malformed character literal";
        }
        if (text.startsWith("/*")) {
            return "unterminated comment";
        }
        if (text.isEmpty()) {
            return "unexpected character";
        }
        return "unexpected character '" + TokenNames.shorten(text.substring(0, text.offsetByCodePoints(0, 1))) + "'";
    }

    List<SyntaxError> errors() {
        return Collections.unmodifiableList(errors);
    }
}
