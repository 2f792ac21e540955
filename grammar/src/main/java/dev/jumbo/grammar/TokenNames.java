package dev.jumbo.grammar;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/** Readable names of tokens for error messages: {@code ';'}, {@code an identifier}, {@code end of file}. */
final class TokenNames {

    private static final Vocabulary VOCABULARY = JumboLexer.VOCABULARY;

    private TokenNames() {
    }

    static String name(int tokenType) {
        if (tokenType == Token.EOF) {
            return "end of file";
        }
        String literal = VOCABULARY.getLiteralName(tokenType);
        if (literal != null) {
            return literal;
        }
        switch (tokenType) {
            case JumboLexer.Identifier: return "an identifier";
            case JumboLexer.IntegerLiteral: return "an integer literal";
            case JumboLexer.FloatingPointLiteral: return "a floating-point literal";
            case JumboLexer.CharacterLiteral: return "a character literal";
            case JumboLexer.StringLiteral: return "a string literal";
            case JumboLexer.TextBlock: return "a text block";
            case JumboLexer.HOLE_OPEN: return "a hole `Category(";
            case JumboLexer.HOLE_NAME: return "a hole `name";
            default: return VOCABULARY.getDisplayName(tokenType);
        }
    }

    static List<String> names(IntervalSet tokenTypes) {
        List<String> names = new ArrayList<>();
        if (tokenTypes != null) {
            for (int tokenType : tokenTypes.toList()) {
                names.add(name(tokenType));
            }
        }
        return names;
    }

    /** The token as the user wrote it, quoted, or {@code end of file}. */
    static String describe(Token token) {
        if (token == null) {
            return "end of input";
        }
        if (token.getType() == Token.EOF) {
            return "end of file";
        }
        return "'" + shorten(token.getText()) + "'";
    }

    static String shorten(String text) {
        String oneLine = text.replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t");
        return oneLine.length() <= 40 ? oneLine : oneLine.substring(0, 37) + "...";
    }
}
