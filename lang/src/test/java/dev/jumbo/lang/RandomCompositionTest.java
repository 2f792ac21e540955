package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Composes 10,000 random fragments, well-typed and ill-typed, through holes. Each must either
 * define a class that passes CheckClassAdapter and the JVM verifier, or throw CodeException;
 * never a VerifyError or any other exception. Seeded, so a failure reproduces.
 */
class RandomCompositionTest {
    private static final int FRAGMENTS = 10_000;
    private static final Class<?>[] TYPES = {int.class, long.class, double.class, boolean.class, String.class,
        Object.class, int[].class};
    private static final String[] PARAMETERS = {"a", "b", "d", "f", "s", "o", "arr"};

    private final Trees t = new Trees("Random.jjava", RandomCompositionTest.class);
    private Random random;
    private int localCount;
    private List<String> localNames;
    private List<Class<?>> localTypes;

    @Test
    void everyCompositionVerifiesOrIsACodeException() throws Exception {
        random = new Random(20250101L);
        int defined = 0;
        int rejected = 0;
        java.util.Map<String, Integer> reasons = new java.util.TreeMap<>();
        for (int i = 0; i < FRAGMENTS; i++) {
            Code code = fragment(i);
            byte[] bytes;
            try {
                bytes = code.toClassFile();
            } catch (CodeException expected) {
                String message = expected.getMessage();
                String kind = message.substring(message.indexOf("error: ") + 7);
                reasons.merge(kind.substring(0, Math.min(40, kind.length())), 1, Integer::sum);
                rejected++;
                continue;
            }
            try {
                Verified.check(bytes, getClass().getClassLoader());
                Class<?> loaded = new ByteLoader(getClass().getClassLoader()).define(bytes);
                Class.forName(loaded.getName(), true, loaded.getClassLoader());
            } catch (AssertionError | LinkageError e) {
                java.io.StringWriter text = new java.io.StringWriter();
                new org.objectweb.asm.ClassReader(bytes).accept(new org.objectweb.asm.util.TraceClassVisitor(
                        new java.io.PrintWriter(text)), 0);
                throw new AssertionError("fragment " + i + " failed: " + e + "\n" + code.show() + "\n" + text, e);
            }
            defined++;
        }
        System.out.println("random composition: " + FRAGMENTS + " fragments composed, " + defined
                + " defined and verified, " + rejected + " rejected with CodeException");
        reasons.forEach((reason, count) -> System.out.println("  rejected " + count + "x: " + reason));
        assertEquals(FRAGMENTS, defined + rejected);
        assertTrue(defined > FRAGMENTS / 5, "too few well-typed fragments: " + defined);
        assertTrue(rejected > FRAGMENTS / 20, "too few ill-typed fragments: " + rejected);
    }

    /** Defines raw bytes in a throw-away loader, so the JVM verifier runs on them. */
    private static final class ByteLoader extends ClassLoader {
        ByteLoader(ClassLoader parent) {
            super(parent);
        }

        Class<?> define(byte[] bytes) {
            return defineClass(null, bytes, 0, bytes.length);
        }
    }

    private Code fragment(int index) {
        localCount = 0;
        localNames = new ArrayList<>(List.of(PARAMETERS));
        localTypes = new ArrayList<>(List.of(TYPES));
        t.at(1 + index % 4000, 1);
        List<Statement> body = new ArrayList<>();
        int statements = 1 + random.nextInt(5);
        for (int i = 0; i < statements; i++) {
            body.add(splice(statement(2)));
        }
        body.add(t.ret(expression(Object.class, 2)));
        List<Formal> parameters = new ArrayList<>();
        for (int i = 0; i < PARAMETERS.length; i++) {
            parameters.add(t.param(t.type(TYPES[i]), PARAMETERS[i]));
        }
        Member run = t.method(Modifier.PUBLIC | Modifier.STATIC, t.type(Object.class), "run", parameters,
                body.toArray(new Statement[0]));
        Member counter = t.fieldDecl(Modifier.STATIC, t.type(int.class), "counter", null);
        return t.types(t.classDecl("Random" + index, List.of(), counter, run));
    }

    /** Half the statements arrive through a `Stmt hole, as separately quoted fragments. */
    private Statement splice(Statement statement) {
        return random.nextBoolean() ? t.stmt(t.statements(statement)) : statement;
    }

    private Statement statement(int depth) {
        int choice = random.nextInt(depth <= 0 ? 4 : 9);
        switch (choice) {
            case 0, 1 -> {
                Class<?> type = TYPES[random.nextInt(TYPES.length)];
                String name = "v" + (localCount++);
                Statement declaration = t.local(t.type(type), name, expression(type, 2));
                localNames.add(name);
                localTypes.add(type);
                return declaration;
            }
            case 2 -> {
                int target = random.nextInt(localNames.size());
                return t.exec(t.assign(t.name(localNames.get(target)), expression(localTypes.get(target), 2)));
            }
            case 3 -> {
                return t.exec(random.nextBoolean() ? t.assign(BinaryOperator.ADD, t.name("counter"), expression(int.class, 1))
                        : t.un(UnaryOperator.POST_INCREMENT, t.name(random.nextBoolean() ? "a" : "d")));
            }
            case 4 -> {
                return t.ifElse(expression(boolean.class, 2), block(depth - 1),
                        random.nextBoolean() ? block(depth - 1) : null);
            }
            case 5 -> {
                String name = "i" + (localCount++);
                return t.forLoop(t.local(t.type(int.class), name, t.lit(0)),
                        t.bin(BinaryOperator.LESS, t.name(name), t.lit(3)),
                        t.un(UnaryOperator.POST_INCREMENT, t.name(name)), block(depth - 1));
            }
            case 6 -> {
                Block finallyBlock = random.nextBoolean() ? block(depth - 1) : null;
                String name = "e" + (localCount++);
                return new Try(t.p(), List.of(), block(depth - 1), List.of(new CatchClause(t.p(), 0,
                        List.of(t.type(RuntimeException.class)), name, block(depth - 1))), finallyBlock);
            }
            case 7 -> {
                List<Case> cases = new ArrayList<>();
                List<String> names = new ArrayList<>(localNames);
                List<Class<?>> types = new ArrayList<>(localTypes);
                Statement first = statement(depth - 1);
                localNames = new ArrayList<>(names);
                localTypes = new ArrayList<>(types);
                Statement second = statement(depth - 1);
                localNames = names;
                localTypes = types;
                cases.add(new SwitchCase(t.p(), List.of(t.lit(1)), false, false, List.of(first, new Break(t.p(), null))));
                cases.add(new SwitchCase(t.p(), List.of(), true, false, List.of(second)));
                return new Switch(t.p(), expression(int.class, 1), cases);
            }
            default -> {
                return new Synchronized(t.p(), reference(1), block(depth - 1));
            }
        }
    }

    private Block block(int depth) {
        List<String> names = new ArrayList<>(localNames);
        List<Class<?>> types = new ArrayList<>(localTypes);
        List<Statement> statements = new ArrayList<>();
        int count = random.nextInt(3);
        for (int i = 0; i < count; i++) {
            statements.add(splice(statement(depth)));
        }
        if (random.nextInt(6) == 0) {
            statements.add(random.nextBoolean() ? t.ret(expression(Object.class, 1))
                    : t.doThrow(t.newObject(t.type(IllegalStateException.class))));
        }
        localNames = names;
        localTypes = types;
        return t.block(statements.toArray(new Statement[0]));
    }

    /** An expression meant to have {@code type}; sometimes deliberately wrong. */
    private Expression expression(Class<?> type, int depth) {
        if (random.nextInt(60) == 0) {
            return mistake(depth);
        }
        Expression e = wellTyped(type, depth);
        return random.nextInt(4) == 0 ? t.expr(t.expression(e)) : e;
    }

    private Expression mistake(int depth) {
        return switch (random.nextInt(5)) {
            case 0 -> t.name("unbound" + random.nextInt(3));
            case 1 -> t.call(t.name("s"), "noSuchMethod");
            case 2 -> wellTyped(TYPES[random.nextInt(TYPES.length)], depth);
            case 3 -> t.bin(BinaryOperator.SUBTRACT, t.name("s"), t.name("f"));
            default -> t.call(t.staticRef(Math.class), "max", t.name("s"), t.lit(1));
        };
    }

    private Expression reference(int depth) {
        Class<?>[] references = {String.class, Object.class, int[].class};
        return expression(references[random.nextInt(references.length)], depth);
    }

    private Expression variableOf(Class<?> type) {
        List<String> candidates = new ArrayList<>();
        for (int i = 0; i < localNames.size(); i++) {
            if (localTypes.get(i) == type) {
                candidates.add(localNames.get(i));
            }
        }
        return t.name(candidates.get(random.nextInt(candidates.size())));
    }

    private Expression wellTyped(Class<?> type, int depth) {
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
                        expression(TYPES[random.nextInt(TYPES.length)], depth - 1));
                case 1 -> t.call(t.staticRef(String.class), "valueOf", expression(int.class, depth - 1));
                default -> t.cond(expression(boolean.class, depth - 1), expression(String.class, depth - 1), t.lit("x"));
            };
        }
        if (type == Object.class) {
            Class<?> any = TYPES[random.nextInt(TYPES.length)];
            return any == Object.class || depth <= 0 ? variableOf(Object.class) : expression(any, depth - 1);
        }
        return leaf ? variableOf(int[].class) : new NewArray(t.p(), t.type(int[].class), List.of(),
                new ArrayInitializer(t.p(), List.of(expression(int.class, depth - 1), t.lit(1))));
    }
}
