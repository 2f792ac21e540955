package dev.jumbo.grammar;

import java.util.List;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.InputMismatchException;
import org.antlr.v4.runtime.NoViableAltException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * ANTLR's recovering error strategy with messages a person can act on: {@code expected ';'},
 * {@code expected one of ')', ','}, {@code unexpected 'else'}. "Expected" errors are reported
 * just after the previous token (where the missing token belongs), as javac does.
 */
final class ReadableErrorStrategy extends DefaultErrorStrategy {

    private final SyntaxErrorCollector collector;

    /** {@code collector} receives the exact expected set of each error this strategy reports. */
    ReadableErrorStrategy(SyntaxErrorCollector collector) {
        this.collector = collector;
    }

    /** Longer expected sets are not listed in the message (still in {@link SyntaxError#expected()}). */
    private static final int MOST_LISTED = 6;

    /** Tokens that end or separate a construct: named when the whole expected set is too long to list. */
    private static final IntervalSet CLOSERS = new IntervalSet(JumboLexer.RPAREN, JumboLexer.RBRACK,
        JumboLexer.RBRACE, JumboLexer.SEMI, JumboLexer.COMMA, JumboLexer.QUOTE_CLOSE);

    /**
     * Prediction found no alternative: name the tokens that would have been accepted where it
     * stopped (e.g. {@code expected one of ')', ','}), taken from the prediction's last
     * configurations when it stopped after the first token.
     */
    @Override
    protected void reportNoViableAlternative(Parser parser, NoViableAltException exception) {
        Token offending = exception.getOffendingToken();
        IntervalSet expected = exception.getStartToken() == offending || exception.getDeadEndConfigs() == null
            ? parser.getExpectedTokens()
            : PredictionFollow.expectedTokens(parser.getATN(), exception.getDeadEndConfigs());
        reportExpected(parser, offending, expected, exception);
    }

    @Override
    protected void reportInputMismatch(Parser parser, InputMismatchException exception) {
        reportExpected(parser, exception.getOffendingToken(), exception.getExpectedTokens(), exception);
    }

    @Override
    protected void reportUnwantedToken(Parser parser) {
        if (inErrorRecoveryMode(parser)) {
            return;
        }
        beginErrorCondition(parser);
        Token unwanted = parser.getCurrentToken();
        parser.notifyErrorListeners(unwanted, unexpected(unwanted), null);
    }

    @Override
    protected void reportMissingToken(Parser parser) {
        if (inErrorRecoveryMode(parser)) {
            return;
        }
        beginErrorCondition(parser);
        reportExpected(parser, parser.getCurrentToken(), getExpectedTokens(parser), null);
    }

    private void reportExpected(Parser parser, Token offending, IntervalSet expected, RecognitionException exception) {
        collector.expectNext(expected);
        List<String> names = TokenNames.names(expected);
        if (names.size() > MOST_LISTED) {
            names = TokenNames.names(expected.and(CLOSERS));
        }
        if (names.isEmpty() || MalformedTokens.message(offending) != null) {
            parser.notifyErrorListeners(offending, unexpected(offending), exception);
            return;
        }
        String message = names.size() == 1
            ? "expected " + names.get(0)
            : "expected one of " + String.join(", ", names);
        parser.notifyErrorListeners(afterPreviousToken(parser.getInputStream(), offending), message, exception);
    }

    /** {@code unexpected 'x'}, or what is wrong with a malformed token such as an unterminated string. */
    private static String unexpected(Token offending) {
        String malformed = MalformedTokens.message(offending);
        return malformed != null ? malformed : "unexpected " + TokenNames.describe(offending);
    }

    /**
     * A stand-in for {@code offending} placed right after the token before it, where a missing
     * token belongs; its text stays the offending token's text.
     */
    private static Token afterPreviousToken(TokenStream tokens, Token offending) {
        Token previous = previousOnChannel(tokens, offending.getTokenIndex());
        if (previous == null) {
            return offending;
        }
        String text = previous.getText();
        int lastNewline = text.lastIndexOf('\n');
        int line = previous.getLine() + (int) text.chars().filter(character -> character == '\n').count();
        int column = lastNewline < 0 ? previous.getCharPositionInLine() + text.length() : text.length() - lastNewline - 1;
        CommonToken anchor = new CommonToken(offending);
        anchor.setLine(line);
        anchor.setCharPositionInLine(column);
        return anchor;
    }

    private static Token previousOnChannel(TokenStream tokens, int index) {
        for (int i = index - 1; i >= 0; i--) {
            Token candidate = tokens.get(i);
            if (candidate.getChannel() == Token.DEFAULT_CHANNEL) {
                return candidate;
            }
        }
        return null;
    }
}
