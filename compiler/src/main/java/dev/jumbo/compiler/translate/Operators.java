package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.Token;

/** The names of lang's {@code BinaryOperator}/{@code UnaryOperator} constants for the grammar's operator tokens. */
final class Operators {
    private Operators() {
    }

    /** The binary operator of an operator token ({@code +}, {@code &&}, ...). */
    static String binary(Token operator) {
        return switch (operator.getType()) {
            case JumboParser.MUL -> "MULTIPLY";
            case JumboParser.DIV -> "DIVIDE";
            case JumboParser.MOD -> "REMAINDER";
            case JumboParser.ADD -> "ADD";
            case JumboParser.SUB -> "SUBTRACT";
            case JumboParser.LT -> "LESS";
            case JumboParser.GT -> "GREATER";
            case JumboParser.LE -> "LESS_EQUAL";
            case JumboParser.GE -> "GREATER_EQUAL";
            case JumboParser.EQUAL -> "EQUAL";
            case JumboParser.NOTEQUAL -> "NOT_EQUAL";
            case JumboParser.BITAND -> "AND";
            case JumboParser.CARET -> "XOR";
            case JumboParser.BITOR -> "OR";
            case JumboParser.AND -> "CONDITIONAL_AND";
            case JumboParser.OR -> "CONDITIONAL_OR";
            default -> throw new IllegalArgumentException("not a binary operator: " + operator.getText());
        };
    }

    /** {@code shiftOperator : LSHIFT | GT GT GT | GT GT} */
    static String shift(JumboParser.ShiftOperatorContext operator) {
        if (operator.LSHIFT() != null) {
            return "SHIFT_LEFT";
        }
        return operator.GT().size() == 3 ? "UNSIGNED_SHIFT_RIGHT" : "SHIFT_RIGHT";
    }

    /** The compound operator of an assignment operator token, or {@code null} for plain {@code =}. */
    static String assignment(JumboParser.AssignmentOperatorContext operator) {
        return switch (operator.getStart().getType()) {
            case JumboParser.ASSIGN -> null;
            case JumboParser.MUL_ASSIGN -> "MULTIPLY";
            case JumboParser.DIV_ASSIGN -> "DIVIDE";
            case JumboParser.MOD_ASSIGN -> "REMAINDER";
            case JumboParser.ADD_ASSIGN -> "ADD";
            case JumboParser.SUB_ASSIGN -> "SUBTRACT";
            case JumboParser.LSHIFT_ASSIGN -> "SHIFT_LEFT";
            case JumboParser.RSHIFT_ASSIGN -> "SHIFT_RIGHT";
            case JumboParser.URSHIFT_ASSIGN -> "UNSIGNED_SHIFT_RIGHT";
            case JumboParser.AND_ASSIGN -> "AND";
            case JumboParser.XOR_ASSIGN -> "XOR";
            case JumboParser.OR_ASSIGN -> "OR";
            default -> throw new IllegalArgumentException("not an assignment operator: " + operator.getText());
        };
    }

    /** The prefix operator of a token ({@code ++ -- + - ~ !}). */
    static String prefix(Token operator) {
        return switch (operator.getType()) {
            case JumboParser.INC -> "PRE_INCREMENT";
            case JumboParser.DEC -> "PRE_DECREMENT";
            case JumboParser.ADD -> "PLUS";
            case JumboParser.SUB -> "MINUS";
            case JumboParser.TILDE -> "COMPLEMENT";
            case JumboParser.BANG -> "NOT";
            default -> throw new IllegalArgumentException("not a prefix operator: " + operator.getText());
        };
    }

    /** The postfix operator of a token ({@code ++ --}). */
    static String postfix(Token operator) {
        return operator.getType() == JumboParser.INC ? "POST_INCREMENT" : "POST_DECREMENT";
    }
}
