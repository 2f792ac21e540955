package dev.jumbo.compiler.translate;

import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.UnaryExpr;

/** The names of lang's {@code BinaryOperator}/{@code UnaryOperator} constants for JavaParser's operators. */
final class Operators {
    private Operators() {
    }

    static String binary(BinaryExpr.Operator operator) {
        return switch (operator) {
            case OR -> "CONDITIONAL_OR";
            case AND -> "CONDITIONAL_AND";
            case BINARY_OR -> "OR";
            case BINARY_AND -> "AND";
            case XOR -> "XOR";
            case EQUALS -> "EQUAL";
            case NOT_EQUALS -> "NOT_EQUAL";
            case LESS -> "LESS";
            case GREATER -> "GREATER";
            case LESS_EQUALS -> "LESS_EQUAL";
            case GREATER_EQUALS -> "GREATER_EQUAL";
            case LEFT_SHIFT -> "SHIFT_LEFT";
            case SIGNED_RIGHT_SHIFT -> "SHIFT_RIGHT";
            case UNSIGNED_RIGHT_SHIFT -> "UNSIGNED_SHIFT_RIGHT";
            case PLUS -> "ADD";
            case MINUS -> "SUBTRACT";
            case MULTIPLY -> "MULTIPLY";
            case DIVIDE -> "DIVIDE";
            case REMAINDER -> "REMAINDER";
        };
    }

    static String unary(UnaryExpr.Operator operator) {
        return switch (operator) {
            case PLUS -> "PLUS";
            case MINUS -> "MINUS";
            case PREFIX_INCREMENT -> "PRE_INCREMENT";
            case PREFIX_DECREMENT -> "PRE_DECREMENT";
            case LOGICAL_COMPLEMENT -> "NOT";
            case BITWISE_COMPLEMENT -> "COMPLEMENT";
            case POSTFIX_INCREMENT -> "POST_INCREMENT";
            case POSTFIX_DECREMENT -> "POST_DECREMENT";
        };
    }

    /** The compound operator of an assignment, or {@code null} for plain {@code =}. */
    static String assignment(AssignExpr.Operator operator) {
        return operator.toBinaryOperator().map(Operators::binary).orElse(null);
    }
}
