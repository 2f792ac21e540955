package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.tree.BinaryOperator;

/** Constant folding of the constant expressions that Java requires to be constants (JLS 15.29). */
final class Folding {
    private Folding() {
    }

    static Object castConstant(Object value, JPrimitive to) {
        if (value instanceof Boolean || value instanceof String) {
            return value;
        }
        double d = value instanceof Character c ? c : ((Number) value).doubleValue();
        long l = value instanceof Character c ? c : ((Number) value).longValue();
        boolean integral = !(value instanceof Float || value instanceof Double);
        if (to == JPrimitive.INT) {
            return integral ? (int) l : (int) d;
        } else if (to == JPrimitive.LONG) {
            return integral ? l : (long) d;
        } else if (to == JPrimitive.FLOAT) {
            return integral ? (float) l : (float) d;
        } else if (to == JPrimitive.DOUBLE) {
            return integral ? (double) l : d;
        } else if (to == JPrimitive.BYTE) {
            return (byte) (integral ? (int) l : (int) d);
        } else if (to == JPrimitive.SHORT) {
            return (short) (integral ? (int) l : (int) d);
        } else if (to == JPrimitive.CHAR) {
            return (char) (integral ? (int) l : (int) d);
        }
        return value;
    }

    /** {@code left op right} on constants already promoted to {@code type}, or null when not foldable. */
    static Object binary(BinaryOperator op, Object left, Object right, JPrimitive type) {
        if (type == JPrimitive.INT) {
            int a = (Integer) castConstant(left, JPrimitive.INT);
            int b = (Integer) castConstant(right, JPrimitive.INT);
            return switch (op) {
                case ADD -> a + b;
                case SUBTRACT -> a - b;
                case MULTIPLY -> a * b;
                case DIVIDE -> b == 0 ? null : a / b;
                case REMAINDER -> b == 0 ? null : a % b;
                case AND -> a & b;
                case OR -> a | b;
                case XOR -> a ^ b;
                case SHIFT_LEFT -> a << b;
                case SHIFT_RIGHT -> a >> b;
                case UNSIGNED_SHIFT_RIGHT -> a >>> b;
                default -> null;
            };
        }
        if (type == JPrimitive.LONG && !op.isShift()) {
            long a = (Long) castConstant(left, JPrimitive.LONG);
            long b = (Long) castConstant(right, JPrimitive.LONG);
            return switch (op) {
                case ADD -> a + b;
                case SUBTRACT -> a - b;
                case MULTIPLY -> a * b;
                case DIVIDE -> b == 0 ? null : a / b;
                case REMAINDER -> b == 0 ? null : a % b;
                case AND -> a & b;
                case OR -> a | b;
                case XOR -> a ^ b;
                default -> null;
            };
        }
        return null;
    }

    static Object negate(Object value) {
        if (value instanceof Integer i) {
            return -i;
        } else if (value instanceof Long l) {
            return -l;
        } else if (value instanceof Float f) {
            return -f;
        } else if (value instanceof Double d) {
            return -d;
        }
        return null;
    }
}
