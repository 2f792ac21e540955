package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.Token;

import java.math.BigInteger;
import java.util.Locale;

/**
 * Writes {@code new Literal(P, value)} for a literal, its value computed at build time as
 * javac computes it (JLS 3.10), and rejects the literals javac rejects.
 */
final class LiteralTranslator {
    private static final BigInteger INT_LIMIT = BigInteger.ONE.shiftLeft(31);
    private static final BigInteger LONG_LIMIT = BigInteger.ONE.shiftLeft(63);

    private final Construction construction;

    LiteralTranslator(Construction construction) {
        this.construction = construction;
    }

    /**
     * {@code literal : IntegerLiteral | FloatingPointLiteral | TRUE | FALSE | CharacterLiteral | StringLiteral | TextBlock | NULL}
     *
     * @param negated whether the literal is the operand of a unary minus, where 2147483648 and
     *                9223372036854775808L are allowed
     */
    void literal(JumboParser.LiteralContext literal, boolean negated) {
        Token token = literal.getStart();
        String text = token.getText();
        String value = switch (token.getType()) {
            case JumboParser.IntegerLiteral -> integer(token, text, negated);
            case JumboParser.FloatingPointLiteral -> floating(token, text);
            case JumboParser.TRUE, JumboParser.FALSE -> text;
            case JumboParser.CharacterLiteral -> character(token, text);
            case JumboParser.StringLiteral -> JavaLiterals.string(escapes(token, UnicodeEscapes.translate(
                    text.substring(1, text.length() - 1))));
            case JumboParser.TextBlock -> JavaLiterals.string(textBlock(token, text));
            // null must stay an Object argument, not pick an overload.
            case JumboParser.NULL -> "(Object) null";
            default -> throw construction.unsupported(token, "the literal " + text + " is not supported inside quotes");
        };
        construction.begin("Literal", literal);
        construction.argument(value);
        construction.end();
    }

    private String integer(Token token, String text, boolean negated) {
        String digits = text.replace("_", "").toLowerCase(Locale.ROOT);
        boolean isLong = digits.endsWith("l");
        if (isLong) {
            digits = digits.substring(0, digits.length() - 1);
        }
        int radix = 10;
        if (digits.startsWith("0x")) {
            radix = 16;
            digits = digits.substring(2);
        } else if (digits.startsWith("0b")) {
            radix = 2;
            digits = digits.substring(2);
        } else if (digits.length() > 1 && digits.startsWith("0")) {
            radix = 8;
            digits = digits.substring(1);
        }
        BigInteger value;
        try {
            value = new BigInteger(digits, radix);
        } catch (NumberFormatException malformed) {
            throw construction.unsupported(token, "malformed integer literal: " + text);
        }
        BigInteger limit = isLong ? LONG_LIMIT : INT_LIMIT;
        // Decimal literals are signed (the limit only after a minus); the others fill the bits.
        boolean fits = radix == 10 ? value.compareTo(limit) < 0 || negated && value.equals(limit)
                : value.bitLength() <= limit.bitLength();
        if (!fits) {
            throw construction.unsupported(token, "integer literal too large for " + (isLong ? "long" : "int")
                    + ": " + text);
        }
        return isLong ? value.longValue() + "L" : Integer.toString(value.intValue());
    }

    private String floating(Token token, String text) {
        String digits = text.replace("_", "");
        boolean isFloat = digits.endsWith("f") || digits.endsWith("F");
        double value = isFloat ? Float.parseFloat(digits) : Double.parseDouble(digits);
        if (Double.isInfinite(value)) {
            throw construction.unsupported(token, "floating-point literal too large: " + text);
        }
        if (value == 0 && hasNonZeroDigit(digits)) {
            throw construction.unsupported(token, "floating-point literal too small: " + text);
        }
        return isFloat ? Float.toString((float) value) + "f" : Double.toString(value) + "d";
    }

    /** Whether the significand (before the exponent) has a digit other than 0. */
    private static boolean hasNonZeroDigit(String literal) {
        String lower = literal.toLowerCase(Locale.ROOT);
        boolean hex = lower.startsWith("0x");
        String significand = hex ? lower.substring(2, lower.indexOf('p'))
                : lower.split("e", 2)[0].replaceAll("[fd]$", "");
        return significand.chars().anyMatch(character -> Character.digit(character, hex ? 16 : 10) > 0);
    }

    private String character(Token token, String text) {
        String value = escapes(token, UnicodeEscapes.translate(text.substring(1, text.length() - 1)));
        if (value.length() != 1) {
            throw construction.unsupported(token, "a character literal holds one character: " + text);
        }
        return JavaLiterals.character(value.charAt(0));
    }

    /** A text block's value (JLS 3.10.6): content lines, incidental white space stripped, then escapes. */
    private String textBlock(Token token, String text) {
        String content = UnicodeEscapes.translate(text.substring(3, text.length() - 3))
                .replace("\r\n", "\n").replace('\r', '\n');
        // The content starts after the line terminator that follows the opening delimiter.
        content = content.substring(content.indexOf('\n') + 1);
        return escapes(token, content.stripIndent());
    }

    private String escapes(Token token, String text) {
        try {
            return text.translateEscapes();
        } catch (IllegalArgumentException invalid) {
            throw construction.unsupported(token, "invalid escape sequence in " + token.getText());
        }
    }
}
