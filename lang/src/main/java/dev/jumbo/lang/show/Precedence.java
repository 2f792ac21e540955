package dev.jumbo.lang.show;

import dev.jumbo.lang.tree.Assign;
import dev.jumbo.lang.tree.Binary;
import dev.jumbo.lang.tree.BinaryOperator;
import dev.jumbo.lang.tree.Cast;
import dev.jumbo.lang.tree.Conditional;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.InstanceOf;
import dev.jumbo.lang.tree.Lambda;
import dev.jumbo.lang.tree.Literal;
import dev.jumbo.lang.tree.Unary;
import dev.jumbo.lang.tree.UnaryOperator;

/**
 * Java's operator precedence (JLS 15), as levels: an expression is printed in parentheses
 * only where its own level is below the level its position demands. Higher binds tighter.
 */
final class Precedence {
    static final int NONE = 0;
    static final int ASSIGNMENT = 1; // also lambdas
    static final int CONDITIONAL = 2;
    static final int RELATIONAL = 9; // and instanceof
    static final int PREFIX = 13; // and casts
    static final int POSTFIX = 14;
    static final int PRIMARY = 15;

    private Precedence() {
    }

    static int of(Expression expression) {
        if (expression instanceof Assign || expression instanceof Lambda) {
            return ASSIGNMENT;
        } else if (expression instanceof Conditional) {
            return CONDITIONAL;
        } else if (expression instanceof Binary binary) {
            return of(binary.operator());
        } else if (expression instanceof InstanceOf) {
            return RELATIONAL;
        } else if (expression instanceof Cast) {
            return PREFIX;
        } else if (expression instanceof Unary unary) {
            return unary.operator().isPostfix() ? POSTFIX : PREFIX;
        } else if (expression instanceof Literal literal && isNegative(literal.value())) {
            return PREFIX;
        }
        return PRIMARY;
    }

    static int of(BinaryOperator operator) {
        return switch (operator) {
            case CONDITIONAL_OR -> 3;
            case CONDITIONAL_AND -> 4;
            case OR -> 5;
            case XOR -> 6;
            case AND -> 7;
            case EQUAL, NOT_EQUAL -> 8;
            case LESS, GREATER, LESS_EQUAL, GREATER_EQUAL -> RELATIONAL;
            case SHIFT_LEFT, SHIFT_RIGHT, UNSIGNED_SHIFT_RIGHT -> 10;
            case ADD, SUBTRACT -> 11;
            case MULTIPLY, DIVIDE, REMAINDER -> 12;
        };
    }

    /** Whether the printed expression begins with + or -, so that a sign before it needs parentheses. */
    static boolean startsWithSign(Expression expression) {
        if (expression instanceof Unary unary && !unary.operator().isPostfix()) {
            UnaryOperator operator = unary.operator();
            return operator == UnaryOperator.PLUS || operator == UnaryOperator.MINUS
                    || operator == UnaryOperator.PRE_INCREMENT || operator == UnaryOperator.PRE_DECREMENT;
        }
        return expression instanceof Literal literal && isNegative(literal.value());
    }

    private static boolean isNegative(Object value) {
        return value instanceof Number number && !(value instanceof Byte) && !(value instanceof Short)
                && number.doubleValue() < 0 || value instanceof Double d && d.equals(-0.0)
                || value instanceof Float f && f.equals(-0.0f);
    }
}
