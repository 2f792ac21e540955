package dev.jumbo.lang.support;

import dev.jumbo.lang.tree.*;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntFunction;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

/**
 * Lambdas and method references: declared and capturing effectively final locals, or called at once through a
 * cast; a lambda body sees its own parameters and the effectively final locals only. Ill-typed: a capture of a
 * local that is not effectively final, a lambda of the wrong shape, a missing method.
 */
final class RandomFunctions extends RandomFamily {
    RandomFunctions(RandomFragments fragments) {
        super(fragments);
    }

    /** {@code { T c = e; F g = lambda or reference capturing c; use g; }}. */
    Statement lambdaStatement(int depth) {
        if (wrong()) {
            return capturesNonFinal();
        }
        FragmentScope saved = enterCopy();
        Class<?> capturedType = RandomFragments.TYPES[random.nextInt(RandomFragments.TYPES.length)];
        String captured = fresh("c");
        Statement capture = t.local(t.type(capturedType), captured, expression(capturedType, 1));
        scope().finals.add(captured);
        scope().finalTypes.add(capturedType);
        String function = fresh("g");
        Statement use;
        Statement declaration;
        TypeNode string = t.type(String.class);
        TypeNode integer = t.type(Integer.class);
        String x = fresh("x");
        String y = fresh("y");
        switch (random.nextInt(6)) {
            case 0 -> {
                declaration = t.local(t.generic(Function.class, integer, integer), function, lambda(List.of(x), List.of(),
                        () -> t.bin(BinaryOperator.ADD, t.name(x), expression(int.class, depth - 1))));
                use = t.exec(t.assign(BinaryOperator.ADD, t.name("counter"), t.call(t.name(function), "apply", expression(int.class, 1))));
            }
            case 1 -> {
                declaration = t.local(t.type(IntBinaryOperator.class), function, random.nextBoolean()
                        ? lambda(List.of(x, y), List.of(int.class, int.class), () -> t.bin(BinaryOperator.MULTIPLY, t.name(x),
                                t.bin(BinaryOperator.ADD, t.name(y), expression(int.class, depth - 1))))
                        : methodReference(t.staticRef(Math.class), random.nextBoolean() ? "max" : "floorMod"));
                use = t.exec(t.assign(BinaryOperator.ADD, t.name("counter"), t.call(t.name(function), "applyAsInt",
                        expression(int.class, 1), t.lit(3))));
            }
            case 2 -> {
                declaration = t.local(t.generic(Supplier.class, string), function, random.nextBoolean()
                        ? lambda(List.of(), List.of(), () -> expression(String.class, depth - 1))
                        : methodReference(capturedType == String.class ? t.name(captured) : t.lit("k"), "trim"));
                use = t.exec(t.assign(t.name("text"), t.call(t.name(function), "get")));
            }
            case 3 -> {
                declaration = t.local(t.type(Runnable.class), function, lambdaBlock(List.of(), List.of(), void.class, depth));
                use = t.exec(t.call(t.name(function), "run"));
            }
            case 4 -> {
                declaration = t.local(t.generic(BiFunction.class, string, string, string), function, methodReference(
                        t.staticRef(String.class), "concat"));
                use = t.exec(t.assign(t.name("text"), t.call(t.name(function), "apply", expression(String.class, 1), t.lit("x"))));
            }
            default -> {
                declaration = t.local(t.generic(Function.class, integer, string), function,
                        lambdaBlock(List.of(fresh("x")), List.of(), String.class, depth));
                use = t.exec(t.call(t.field(t.staticRef(System.class), "out"), "print",
                        t.call(t.name(function), "apply", expression(int.class, 1))));
            }
        }
        restore(saved);
        return mark("lambda or method reference capturing a local", false, t.block(capture, declaration, use));
    }

    /** {@code { int n = e; n++; Supplier<Integer> q = () -> n; }}: n is not effectively final. */
    private Statement capturesNonFinal() {
        String name = fresh("n");
        Statement declare = t.local(t.type(int.class), name, expression(int.class, 1));
        Statement change = t.exec(t.un(UnaryOperator.POST_INCREMENT, t.name(name)));
        Statement capture = t.local(t.generic(Supplier.class, t.type(Integer.class)), fresh("q"),
                t.lambda(List.of(), t.bin(BinaryOperator.ADD, t.name(name), t.lit(1))));
        return mark("lambda capturing a local that is not effectively final", true,
                t.block(declare, random.nextBoolean() ? t.block(change, capture) : t.block(capture, change)));
    }

    /**
     * {@code (params) -> body}, the body built in the lambda's scope: its first {@code types.size()} parameters
     * (assignable, of those types) and the effectively final locals.
     */
    private Expression lambda(List<String> parameters, List<Class<?>> types, Supplier<Expression> body) {
        FragmentScope saved = enterLambda(parameters, types, null);
        Expression built = body.get();
        restore(saved);
        return mark("lambda", false, t.lambda(parameters, built));
    }

    /** Enters the scope of a lambda body; returns the scope to restore. */
    private FragmentScope enterLambda(List<String> parameters, List<Class<?>> types, Class<?> result) {
        FragmentScope saved = scope();
        FragmentScope body = new FragmentScope();
        body.finals = new ArrayList<>(saved.finals);
        body.finalTypes = new ArrayList<>(saved.finalTypes);
        body.names.addAll(parameters.subList(0, types.size()));
        body.types.addAll(types);
        body.returnType = result;
        body.inLambda = true;
        fragments.scope = body;
        return saved;
    }

    /** {@code (params) -> { statements; return e; }}, the body seeing only its parameters and effectively final locals. */
    Expression lambdaBlock(List<String> parameters, List<Class<?>> types, Class<?> result, int depth) {
        FragmentScope saved = enterLambda(parameters, types, result);
        List<Statement> statements = new ArrayList<>();
        int count = 1 + random.nextInt(2);
        for (int i = 0; i < count; i++) {
            statements.add(splice(statement(depth - 1)));
        }
        if (result != void.class) {
            statements.add(returnStatement());
        }
        restore(saved);
        return mark("lambda with a block body", false, t.lambda(parameters, t.block(statements.toArray(new Statement[0]))));
    }

    Expression methodReference(Expression target, String name) {
        return mark("method reference", false, t.reference(target, name));
    }

    /** A functional object called at once: {@code ((IntBinaryOperator) (x, y) -> ...).applyAsInt(e, e)} and the like. */
    Expression functionCall(Class<?> type, int depth) {
        if (wrong()) {
            return mark("lambda or method reference", true, switch (random.nextInt(4)) {
                case 0 -> t.call(t.cast(t.generic(Function.class, t.type(Integer.class), t.type(Integer.class)),
                        t.lambda(List.of("x", "y"), t.name("x"))), "apply", t.lit(1));
                case 1 -> t.call(t.cast(t.generic(Supplier.class, t.type(String.class)), t.lambda(List.of(), t.lit(1))), "get");
                case 2 -> t.call(t.cast(t.generic(Function.class, t.type(String.class), t.type(Integer.class)),
                        t.reference(t.staticRef(String.class), "noSuchMethod")), "apply", t.lit("k"));
                default -> t.call(t.cast(t.type(Object.class), t.lambda(List.of(), t.lit(1))), "hashCode");
            });
        }
        Expression function;
        if (type == int.class) {
            function = random.nextBoolean()
                    ? t.call(t.cast(t.type(IntBinaryOperator.class), lambdaWithInts(depth)), "applyAsInt", expression(int.class, 1), t.lit(2))
                    : t.call(t.cast(t.generic(ToIntFunction.class, t.type(String.class)),
                            methodReference(t.staticRef(String.class), "length")), "applyAsInt", expression(String.class, 1));
        } else if (type == long.class) {
            function = t.call(t.cast(t.type(LongSupplier.class), lambdaBody(long.class, depth)), "getAsLong");
        } else if (type == double.class) {
            function = t.call(t.cast(t.type(DoubleUnaryOperator.class), methodReference(t.staticRef(Math.class), "sqrt")),
                    "applyAsDouble", expression(double.class, 1));
        } else if (type == boolean.class) {
            function = t.call(t.cast(t.generic(Predicate.class, t.type(String.class)), methodReference(t.staticRef(String.class),
                    "isEmpty")), "test", expression(String.class, 1));
        } else if (type == int[].class) {
            function = t.call(t.cast(t.generic(IntFunction.class, t.type(int[].class)), methodReference(
                    new TypeExpression(t.p(), t.type(int[].class)), "new")), "apply", t.lit(2));
        } else {
            function = t.call(t.cast(t.generic(Supplier.class, t.type(type)), lambdaBody(type, depth)), "get");
        }
        return function;
    }

    private Expression lambdaWithInts(int depth) {
        return random.nextBoolean() ? methodReference(t.staticRef(Integer.class), "sum")
                : lambdaIn(List.of(fresh("x"), fresh("y")), List.of(int.class, int.class), int.class, depth);
    }

    private Expression lambdaBody(Class<?> type, int depth) {
        return random.nextInt(3) == 0 ? lambdaBlock(List.of(), List.of(), type, depth) : lambdaIn(List.of(), List.of(), type, depth);
    }

    /** An expression lambda whose body sees its parameters (of the given types) and the effectively final locals. */
    Expression lambdaIn(List<String> parameters, List<Class<?>> types, Class<?> result, int depth) {
        return lambda(parameters, types, () -> expression(result, depth - 1));
    }
}
