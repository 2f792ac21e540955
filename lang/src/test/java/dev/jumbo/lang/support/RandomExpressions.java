package dev.jumbo.lang.support;

import dev.jumbo.lang.tree.*;
import java.util.ArrayList;
import java.util.List;

/**
 * Chooses an expression of a type: mostly plain operators, calls, literals and locals ({@link #wellTyped}),
 * sometimes a construct of another family, rarely a mistake; a quarter arrive through `Expr holes.
 */
final class RandomExpressions extends RandomFamily {
    RandomExpressions(RandomFragments fragments) {
        super(fragments);
    }

    /** An expression meant to have {@code type}; sometimes deliberately wrong. */
    @Override
    Expression expression(Class<?> type, int depth) {
        if (random.nextInt(150) == 0) {
            return mistake(depth);
        }
        Expression e = depth > 0 && random.nextInt(5) == 0 ? construct(type, depth) : wellTyped(type, depth);
        return random.nextInt(4) == 0 ? t.expr(t.expression(e)) : e;
    }

    /** One of the other families' constructs, as an expression of {@code type}. */
    private Expression construct(Class<?> type, int depth) {
        return switch (random.nextInt(7)) {
            case 0, 1 -> fragments.switches.switchExpression(type, depth);
            case 2 -> lambdasWanted() ? fragments.functions.functionCall(type, depth) : wellTyped(type, depth);
            case 3 -> lambdasWanted() ? fragments.genericCalls.genericCall(type, depth) : wellTyped(type, depth);
            case 4 -> fragments.operators.boxingConditional(type, depth);
            case 5 -> fragments.patterns.patternExpression(type, depth);
            default -> type == int.class ? fragments.switches.switchInContext(depth)
                    : type == String.class ? fragments.operators.concatenation(depth) : wellTyped(type, depth);
        };
    }

    private Expression mistake(int depth) {
        return switch (random.nextInt(5)) {
            case 0 -> t.name("unbound" + random.nextInt(3));
            case 1 -> t.call(t.name("s"), "noSuchMethod");
            case 2 -> wellTyped(RandomFragments.TYPES[random.nextInt(RandomFragments.TYPES.length)], depth);
            case 3 -> t.bin(BinaryOperator.SUBTRACT, t.name("s"), t.name("f"));
            default -> t.call(t.staticRef(Math.class), "max", t.name("s"), t.lit(1));
        };
    }

    /** {@code (Object) e}: a pattern's operand must not be a subtype of the pattern's type (before Java 21). */
    Expression anyObject() {
        return t.cast(t.type(Object.class), expression(Object.class, 1));
    }

    /** A String, an int[] or any value as an Object; the static type of the first two must not be an array and String. */
    Expression reference(int depth) {
        return switch (random.nextInt(3)) {
            case 0 -> expression(String.class, depth);
            case 1 -> anyObject();
            default -> t.cast(t.type(Object.class), expression(int[].class, depth));
        };
    }

    /** A local of exactly {@code type}, assignable or effectively final; a literal where the scope has none. */
    private Expression variableOf(Class<?> type) {
        FragmentScope scope = scope();
        List<String> candidates = new ArrayList<>();
        for (int i = 0; i < scope.names.size(); i++) {
            if (scope.types.get(i) == type) {
                candidates.add(scope.names.get(i));
            }
        }
        for (int i = 0; i < scope.finals.size(); i++) {
            if (scope.finalTypes.get(i) == type) {
                candidates.add(scope.finals.get(i));
            }
        }
        if (candidates.isEmpty()) {
            return type == int.class ? t.lit(4) : type == long.class ? t.lit(4L) : type == double.class ? t.lit(0.5)
                    : type == boolean.class ? t.lit(true) : type == String.class ? t.lit("z")
                    : new NewArray(t.p(), t.type(int[].class), List.of(t.lit(1)), null);
        }
        return t.name(candidates.get(random.nextInt(candidates.size())));
    }

    /** Operators, calls, casts, conditionals, literals and locals of {@code type}, its operands from {@link #expression}. */
    @Override
    Expression wellTyped(Class<?> type, int depth) {
        boolean leaf = depth <= 0 || random.nextInt(3) == 0;
        if (type == int.class) {
            if (leaf) {
                return random.nextBoolean() ? variableOf(int.class) : t.lit(random.nextInt(100) - 10);
            }
            return switch (random.nextInt(8)) {
                case 0 -> t.bin(BinaryOperator.ADD, expression(int.class, depth - 1), expression(int.class, depth - 1));
                case 1 -> t.bin(BinaryOperator.MULTIPLY, expression(int.class, depth - 1), t.lit(3));
                case 2 -> t.cast(t.type(int.class), expression(double.class, depth - 1));
                case 3 -> t.call(expression(String.class, depth - 1), "length");
                case 4 -> t.index(variableOf(int[].class), t.lit(0));
                case 5 -> t.cond(expression(boolean.class, depth - 1), expression(int.class, depth - 1), t.lit(7));
                case 6 -> t.call(t.staticRef(Math.class), "max", expression(int.class, depth - 1), t.lit(2));
                default -> t.bin(BinaryOperator.SHIFT_RIGHT, expression(int.class, depth - 1), t.lit(1));
            };
        }
        if (type == long.class) {
            return leaf ? variableOf(long.class) : t.bin(BinaryOperator.ADD, expression(long.class, depth - 1),
                    expression(int.class, depth - 1));
        }
        if (type == double.class) {
            return leaf ? variableOf(double.class) : random.nextBoolean()
                    ? t.bin(BinaryOperator.DIVIDE, expression(double.class, depth - 1), expression(int.class, depth - 1))
                    : t.call(t.staticRef(Math.class), "sqrt", expression(double.class, depth - 1));
        }
        if (type == boolean.class) {
            if (leaf) {
                return variableOf(boolean.class);
            }
            return switch (random.nextInt(5)) {
                case 0 -> t.bin(BinaryOperator.LESS, expression(int.class, depth - 1), expression(double.class, depth - 1));
                case 1 -> t.bin(BinaryOperator.CONDITIONAL_AND, expression(boolean.class, depth - 1),
                        expression(boolean.class, depth - 1));
                case 2 -> t.un(UnaryOperator.NOT, expression(boolean.class, depth - 1));
                case 3 -> new InstanceOf(t.p(), reference(depth - 1), t.type(String.class), null);
                default -> t.bin(BinaryOperator.EQUAL, expression(String.class, depth - 1), t.lit(null));
            };
        }
        if (type == String.class) {
            if (leaf) {
                return random.nextBoolean() ? variableOf(String.class) : t.lit("k" + random.nextInt(5));
            }
            return switch (random.nextInt(3)) {
                case 0 -> t.bin(BinaryOperator.ADD, expression(String.class, depth - 1),
                        expression(RandomFragments.TYPES[random.nextInt(RandomFragments.TYPES.length)], depth - 1));
                case 1 -> t.call(t.staticRef(String.class), "valueOf", expression(int.class, depth - 1));
                default -> t.cond(expression(boolean.class, depth - 1), expression(String.class, depth - 1), t.lit("x"));
            };
        }
        if (type == Object.class) {
            Class<?> any = RandomFragments.TYPES[random.nextInt(RandomFragments.TYPES.length)];
            return any == Object.class || depth <= 0 ? variableOf(Object.class) : expression(any, depth - 1);
        }
        return leaf ? variableOf(int[].class) : new NewArray(t.p(), t.type(int[].class), List.of(),
                new ArrayInitializer(t.p(), List.of(expression(int.class, depth - 1), t.lit(1))));
    }
}
