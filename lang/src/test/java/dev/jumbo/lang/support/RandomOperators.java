package dev.jumbo.lang.support;

import dev.jumbo.lang.tree.*;

/**
 * Operators over mixed types: compound assignment and {@code ++} on fields and array elements of every primitive
 * type, conditionals mixing boxing, string concatenation; ill-typed: an operator its operands do not take.
 */
final class RandomOperators extends RandomFamily {
    RandomOperators(RandomFragments fragments) {
        super(fragments);
    }

    Statement compoundAssignment() {
        if (random.nextInt(4) == 0 && !scope().inLambda) {
            return t.exec(t.un(UnaryOperator.POST_INCREMENT, t.name(random.nextBoolean() ? "a" : "d")));
        }
        return t.exec(compound());
    }

    Expression compound() {
        Class<?> type;
        Expression target;
        if (random.nextBoolean()) {
            Object[] field = RandomFragments.FIELDS[random.nextInt(RandomFragments.FIELDS.length)];
            type = (Class<?>) field[1];
            target = t.name((String) field[0]);
        } else {
            Object[] array = RandomFragments.ARRAYS[random.nextInt(RandomFragments.ARRAYS.length)];
            type = (Class<?>) array[1];
            target = t.index(t.name((String) array[0]), expression(int.class, 1));
        }
        boolean integral = type != double.class && type != float.class && type != boolean.class && type != String.class;
        boolean numeric = type != boolean.class && type != String.class;
        if (random.nextInt(3) == 0) {
            UnaryOperator[] steps = {UnaryOperator.PRE_INCREMENT, UnaryOperator.POST_INCREMENT, UnaryOperator.PRE_DECREMENT,
                UnaryOperator.POST_DECREMENT};
            return mark("++/-- on a field or array element", !numeric, t.un(steps[random.nextInt(4)], target));
        }
        BinaryOperator[] operators = {BinaryOperator.ADD, BinaryOperator.SUBTRACT, BinaryOperator.MULTIPLY, BinaryOperator.DIVIDE,
            BinaryOperator.REMAINDER, BinaryOperator.SHIFT_LEFT, BinaryOperator.UNSIGNED_SHIFT_RIGHT, BinaryOperator.AND,
            BinaryOperator.OR, BinaryOperator.XOR};
        BinaryOperator operator = operators[random.nextInt(operators.length)];
        Class<?> value = new Class<?>[] {int.class, long.class, double.class, boolean.class, String.class}[random.nextInt(5)];
        if (random.nextInt(5) > 0) { // mostly a well-typed pair
            if (type == String.class) {
                operator = BinaryOperator.ADD;
                value = RandomFragments.TYPES[random.nextInt(RandomFragments.TYPES.length)];
            } else if (type == boolean.class) {
                operator = new BinaryOperator[] {BinaryOperator.AND, BinaryOperator.OR, BinaryOperator.XOR}[random.nextInt(3)];
                value = boolean.class;
            } else if (operator.isShift() || operator.isBitwise()) {
                value = random.nextBoolean() ? int.class : long.class;
                operator = integral ? operator : BinaryOperator.MULTIPLY;
            } else {
                value = new Class<?>[] {int.class, long.class, double.class}[random.nextInt(3)];
            }
        }
        boolean valueIntegral = value == int.class || value == long.class;
        boolean good = type == String.class ? operator == BinaryOperator.ADD
                : type == boolean.class ? value == boolean.class && operator.isBitwise()
                : operator.isShift() || operator.isBitwise() ? integral && valueIntegral
                : value != boolean.class && value != String.class;
        // A mistake's operand is a literal: an expression wanted as a double may well be an int (a widening),
        // which would make `half >>>= a` of a "double" operand the well-typed Java it is.
        Expression operand = good ? expression(value, 1) : literalOf(value);
        return mark("compound assignment on a field or array element", !good, t.assign(operator, target, operand));
    }

    private Expression literalOf(Class<?> type) {
        return t.lit(type == int.class ? (Object) 3 : type == long.class ? (Object) 3L : type == double.class ? (Object) 1.5
                : type == boolean.class ? (Object) true : "s");
    }

    /** {@code c ? Integer.valueOf(e) : e2} and the like: one arm boxed, the other primitive or null. */
    Expression boxingConditional(Class<?> type, int depth) {
        if (type == int[].class) {
            return wellTyped(type, depth);
        }
        Expression condition = expression(boolean.class, 1);
        Expression result;
        if (type == int.class) {
            result = t.cond(condition, boxedInt(), random.nextBoolean() ? expression(int.class, 1) : t.lit(null));
        } else if (type == long.class) {
            result = t.cond(condition, t.call(t.staticRef(Long.class), "valueOf", expression(long.class, 1)), expression(int.class, 1));
        } else if (type == double.class) {
            result = t.cond(condition, boxedInt(), expression(double.class, 1));
        } else if (type == boolean.class) {
            result = t.cond(condition, t.field(t.staticRef(Boolean.class), "TRUE"), expression(boolean.class, 1));
        } else if (type == Object.class) {
            Expression boxed = boxedInt();
            Expression other = switch (random.nextInt(4)) {
                case 0 -> t.lit("x");
                case 1 -> t.lit(null);
                case 2 -> expression(double.class, 1);
                default -> t.call(t.staticRef(Long.class), "valueOf", expression(long.class, 1));
            };
            result = t.cond(condition, boxed, other);
        } else {
            result = t.cond(condition, expression(String.class, 1), t.lit(null));
        }
        return mark("conditional mixing boxing", false, result);
    }

    private Expression boxedInt() {
        return random.nextBoolean() ? t.call(t.staticRef(Integer.class), "valueOf", expression(int.class, 1))
                : t.cast(t.type(Integer.class), expression(int.class, 1));
    }

    /** {@code e1 + e2 + ...} with a String somewhere and operands of every kind. */
    Expression concatenation(int depth) {
        if (wrong()) {
            return mark("string concatenation", true, random.nextBoolean() ? t.bin(BinaryOperator.ADD, t.lit(null), t.lit(null))
                    : t.bin(BinaryOperator.ADD, t.lit("x"), t.call(t.name("list"), "clear")));
        }
        int count = 2 + random.nextInt(4);
        int stringAt = random.nextInt(count);
        Expression result = null;
        for (int i = 0; i < count; i++) {
            Expression operand = i == stringAt ? expression(String.class, depth - 1)
                    : i < stringAt ? numericOperand() : concatenationOperand(depth);
            result = result == null ? operand : t.bin(BinaryOperator.ADD, result, operand);
        }
        return mark("string concatenation", false, result);
    }

    /** Before the first String, {@code +} adds numbers (char, float, long, short, int). */
    private Expression numericOperand() {
        return switch (random.nextInt(5)) {
            case 0 -> t.lit((char) ('a' + random.nextInt(3)));
            case 1 -> t.lit(1.5f);
            case 2 -> t.lit(7L);
            case 3 -> t.cast(t.type(short.class), expression(int.class, 1));
            default -> expression(int.class, 1);
        };
    }

    private Expression concatenationOperand(int depth) {
        return switch (random.nextInt(10)) {
            case 0 -> t.lit((char) ('a' + random.nextInt(3)));
            case 1 -> t.lit(1.5f);
            case 2 -> t.lit(7L);
            case 3 -> t.lit(null);
            case 4 -> t.call(t.lit("ab"), "charAt", t.lit(0));
            case 5 -> t.cast(t.type(short.class), expression(int.class, 1));
            case 6 -> t.name(((String) RandomFragments.FIELDS[random.nextInt(RandomFragments.FIELDS.length)][0]));
            case 7 -> t.index(t.name("chars"), t.lit(1));
            default -> expression(RandomFragments.TYPES[random.nextInt(RandomFragments.TYPES.length)], depth - 1);
        };
    }
}
