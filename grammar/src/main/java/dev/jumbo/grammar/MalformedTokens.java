package dev.jumbo.grammar;

import org.antlr.v4.runtime.Token;

/** The lexer's tokens for malformed input, and the message each one deserves. */
final class MalformedTokens {

    private MalformedTokens() {
    }

    /** The message for a malformed token, or {@code null} for a well-formed one. */
    static String message(Token token) {
        if (token == null) {
            return null;
        }
        switch (token.getType()) {
            case JumboLexer.UNTERMINATED_STRING: return "unterminated string literal";
            case JumboLexer.UNTERMINATED_COMMENT: return "unterminated comment";
            default: return null;
        }
    }
}
