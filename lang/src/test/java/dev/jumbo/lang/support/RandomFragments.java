package dev.jumbo.lang.support;

import dev.jumbo.lang.Code;
import dev.jumbo.lang.Hole;
import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
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
 * Random fragments, well-typed and ill-typed, for {@code RandomCompositionTest}: one class
 * {@code RandomN} with a static method {@code run(params)} whose body mixes statements and
 * expressions of every construct below, half of them arriving through holes. Seeded, so a
 * failure reproduces. Each fragment records the kinds of construct it holds ({@link #kinds()});
 * a kind ending in {@code (ill-typed)} is a deliberate mistake, which javac would reject.
 *
 * <p>Scope: {@code names} are locals that may be assigned; {@code finals} are locals never
 * assigned after their declaration (what a lambda may capture). A lambda body sees its own
 * parameters and {@code finals} only. Jumps (break, continue, return, yield) are made only
 * by the construct that owns their target.
 */
public final class RandomFragments {
    public static final String ILL_TYPED = " (ill-typed)";
    /**
     * javac rejects a pattern binding read where the pattern is not definitely matched ({@code o instanceof String p
     * || p.isEmpty()}, the else branch); lang declares the binding for the whole enclosing scope (null until
     * matched) and accepts it: a known gap, so not counted as a deliberate mistake.
     */
    private static final String OUT_OF_SCOPE = "instanceof pattern binding read outside its scope (lang accepts)";
    private static final Class<?>[] TYPES = {int.class, long.class, double.class, boolean.class, String.class,
        Object.class, int[].class};
    private static final String[] PARAMETERS = {"a", "b", "d", "f", "s", "o", "arr"};
    /** Static fields of every primitive type, for compound assignment and {@code ++}. */
    private static final Object[][] FIELDS = {{"counter", int.class}, {"total", long.class}, {"ratio", double.class},
        {"small", byte.class}, {"half", short.class}, {"letter", char.class}, {"part", float.class},
        {"flag", boolean.class}, {"text", String.class}};
    private static final Object[][] ARRAYS = {{"longs", long.class}, {"bytes", byte.class}, {"chars", char.class},
        {"doubles", double.class}};

    private final Trees t;
    private final Random random;
    private final Set<String> kinds = new TreeSet<>();
    private int localCount;
    private Scope scope;

    /** What a statement may see: assignable locals, effectively final locals, the type a return needs (null: none). */
    private static final class Scope {
        List<String> names = new ArrayList<>();
        List<Class<?>> types = new ArrayList<>();
        List<String> finals = new ArrayList<>();
        List<Class<?>> finalTypes = new ArrayList<>();
        Class<?> returnType;
        boolean inLambda;
        /** In the block arms of a switch expression, which may have no target type: a lambda there is refused. */
        boolean inBlockArms;

        Scope copy() {
            Scope copy = new Scope();
            copy.names = new ArrayList<>(names);
            copy.types = new ArrayList<>(types);
            copy.finals = new ArrayList<>(finals);
            copy.finalTypes = new ArrayList<>(finalTypes);
            copy.returnType = returnType;
            copy.inLambda = inLambda;
            copy.inBlockArms = inBlockArms;
            return copy;
        }
    }

    public RandomFragments(Trees trees, long seed) {
        this.t = trees;
        this.random = new Random(seed);
    }

    /** The kinds of construct in the last fragment. */
    public Set<String> kinds() {
        return kinds;
    }

    // ---- the unit

    public Code fragment(int index) {
        kinds.clear();
        localCount = 0;
        scope = new Scope();
        scope.names.addAll(List.of(PARAMETERS));
        scope.types.addAll(List.of(TYPES));
        scope.returnType = Object.class;
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
        parameters.add(t.param(listOfString(), "list"));
        parameters.add(t.param(t.generic(Map.class, t.type(String.class), t.type(Integer.class)), "map"));
        parameters.add(t.param(t.generic(Optional.class, t.type(String.class)), "opt"));
        List<Member> members = new ArrayList<>();
        for (Object[] field : FIELDS) {
            members.add(t.fieldDecl(Modifier.STATIC, t.type((Class<?>) field[1]), (String) field[0], null));
        }
        for (Object[] array : ARRAYS) {
            TypeNode type = t.array(t.type((Class<?>) array[1]));
            members.add(t.fieldDecl(Modifier.STATIC, type, (String) array[0],
                    new NewArray(t.p(), type, List.of(t.lit(2)), null)));
        }
        members.add(t.method(Modifier.PUBLIC | Modifier.STATIC, t.type(Object.class), "run", parameters,
                body.toArray(new Statement[0])));
        return t.types(t.classDecl("Random" + index, List.of(), members.toArray(new Member[0])));
    }

    /** Half the statements arrive through a `Stmt hole, as separately quoted fragments. */
    private Statement splice(Statement statement) {
        return random.nextBoolean() ? t.stmt(t.statements(statement)) : statement;
    }

    /**
     * Lambdas and method references are made rarely in the block arms of a switch expression: where it has no
     * target type, lang refuses them (a clear CodeException, see lang's README), and they would hide the rest.
     */
    private boolean lambdasWanted() {
        return !scope.inBlockArms || random.nextInt(8) == 0;
    }

    private boolean wrong() {
        return random.nextInt(20) == 0;
    }

    /** Records a construct; returns {@code node} so that a construct method can end with it. */
    private <N> N mark(String kind, boolean illTyped, N node) {
        kinds.add(illTyped ? kind + ILL_TYPED : kind);
        return node;
    }

    private String fresh(String prefix) {
        return prefix + (localCount++);
    }

    // ---- statements

    private Statement statement(int depth) {
        int choice = random.nextInt(depth <= 0 ? 6 : 20);
        return switch (choice) {
            case 0, 1 -> declaration();
            case 2 -> assignment();
            case 3 -> compoundAssignment();
            case 4 -> lambdasWanted() ? lambdaStatement(depth) : declaration();
            case 5 -> lambdasWanted() ? genericStatement(depth) : assignment();
            case 6 -> t.ifElse(expression(boolean.class, 2), block(depth - 1), random.nextBoolean() ? block(depth - 1) : null);
            case 7 -> {
                String name = fresh("i");
                yield t.forLoop(t.local(t.type(int.class), name, t.lit(0)), t.bin(BinaryOperator.LESS, t.name(name), t.lit(3)),
                        t.un(UnaryOperator.POST_INCREMENT, t.name(name)), block(depth - 1));
            }
            case 8 -> tryCatch(depth);
            case 9, 10 -> switchStatement(depth);
            case 11 -> new Synchronized(t.p(), reference(1), block(depth - 1));
            case 12 -> nestedLoops(depth);
            case 13 -> labelledBlock(depth);
            case 14 -> tryFinallyJumps(depth);
            case 15 -> patternStatement(depth);
            case 16 -> t.exec(t.assign(BinaryOperator.ADD, t.name("text"), concatenation(depth)));
            default -> t.exec(switchExpressionIn(depth));
        };
    }

    private Statement declaration() {
        Class<?> type = TYPES[random.nextInt(TYPES.length)];
        String name = fresh("v");
        Statement declaration = t.local(t.type(type), name, expression(type, 2));
        scope.names.add(name);
        scope.types.add(type);
        return declaration;
    }

    private Statement assignment() {
        if (scope.names.isEmpty()) {
            return compoundAssignment();
        }
        int target = random.nextInt(scope.names.size());
        return t.exec(t.assign(t.name(scope.names.get(target)), expression(scope.types.get(target), 2)));
    }

    /** {@code { statements [return|throw] }}; locals declared inside stay inside. */
    private Block block(int depth) {
        Scope saved = scope;
        scope = scope.copy();
        List<Statement> statements = new ArrayList<>();
        int count = random.nextInt(3);
        for (int i = 0; i < count; i++) {
            statements.add(splice(statement(depth)));
        }
        if (random.nextInt(6) == 0) {
            statements.add(random.nextBoolean() && scope.returnType != null ? returnStatement()
                    : t.doThrow(t.newObject(t.type(IllegalStateException.class))));
        }
        scope = saved;
        return t.block(statements.toArray(new Statement[0]));
    }

    private Statement returnStatement() {
        return scope.returnType == void.class ? new Return(t.p(), null) : t.ret(expression(scope.returnType, 1));
    }

    private Statement tryCatch(int depth) {
        Block finallyBlock = random.nextBoolean() ? block(depth - 1) : null;
        List<CatchClause> catches = random.nextInt(4) == 0 && finallyBlock != null ? List.of()
                : List.of(new CatchClause(t.p(), 0, List.of(t.type(RuntimeException.class)), fresh("e"), block(depth - 1)));
        return new Try(t.p(), List.of(), block(depth - 1), catches, finallyBlock);
    }

    /** {@code try { ... } finally { if (c) return e; }}, or in a loop {@code finally { if (c) break; }}. */
    private Statement tryFinallyJumps(int depth) {
        if (scope.returnType != null && random.nextBoolean()) {
            boolean bad = wrong();
            Statement jump = bad ? new Break(t.p(), fresh("nowhere")) : returnStatement();
            Block finallyBlock = t.block(random.nextInt(4) == 0 ? jump : t.ifElse(expression(boolean.class, 1), jump, null));
            Block body = random.nextBoolean() ? block(depth - 1) : t.block(t.ifElse(expression(boolean.class, 1),
                    returnStatement(), null));
            return mark("try/finally: return in finally", bad, new Try(t.p(), List.of(), body, List.of(), finallyBlock));
        }
        String index = fresh("i");
        Statement jump = random.nextBoolean() ? new Break(t.p(), null) : new Continue(t.p(), null);
        Block catchBlock = t.block(t.ifElse(expression(boolean.class, 1), new Continue(t.p(), null), null));
        Try body = new Try(t.p(), List.of(), block(depth - 1), List.of(new CatchClause(t.p(), 0,
                List.of(t.type(RuntimeException.class)), fresh("e"), catchBlock)), t.block(t.ifElse(expression(boolean.class, 1),
                jump, null)));
        return mark("try/finally: break/continue in finally", false, t.forLoop(t.local(t.type(int.class), index, t.lit(0)),
                t.bin(BinaryOperator.LESS, t.name(index), t.lit(3)), t.un(UnaryOperator.POST_INCREMENT, t.name(index)), t.block(body)));
    }

    /** {@code outer: for (...) { inner loop { if (c) continue outer; if (c) break outer; ... } }}. */
    private Statement nestedLoops(int depth) {
        String outer = fresh("outer");
        String i = fresh("i");
        String j = fresh("j");
        Scope saved = scope;
        scope = scope.copy();
        scope.names.add(i);
        scope.types.add(int.class);
        boolean bad = wrong();
        String target = bad ? fresh("nowhere") : outer;
        List<Statement> inner = new ArrayList<>();
        inner.add(t.ifElse(expression(boolean.class, 1), new Continue(t.p(), target), null));
        inner.add(t.ifElse(expression(boolean.class, 1), new Break(t.p(), random.nextBoolean() ? outer : null), null));
        inner.add(splice(statement(depth - 1)));
        Statement innerLoop;
        switch (random.nextInt(3)) {
            case 0 -> innerLoop = t.forLoop(t.local(t.type(int.class), j, t.lit(0)), t.bin(BinaryOperator.LESS, t.name(j), t.name(i)),
                    t.un(UnaryOperator.PRE_INCREMENT, t.name(j)), t.block(inner.toArray(new Statement[0])));
            case 1 -> {
                inner.add(t.exec(t.un(UnaryOperator.POST_INCREMENT, t.name(i))));
                innerLoop = new DoWhile(t.p(), t.block(inner.toArray(new Statement[0])), t.bin(BinaryOperator.LESS, t.name(i), t.lit(2)));
            }
            default -> innerLoop = mark("generic: for-each over List<String>", false,
                    new ForEach(t.p(), 0, t.type(String.class), j, t.name("list"), t.block(inner.toArray(new Statement[0]))));
        }
        scope = saved;
        Statement outerLoop = t.forLoop(t.local(t.type(int.class), i, t.lit(0)), t.bin(BinaryOperator.LESS, t.name(i), t.lit(3)),
                t.un(UnaryOperator.POST_INCREMENT, t.name(i)), t.block(innerLoop));
        return mark("labelled break/continue, nested loops", bad, new Labeled(t.p(), outer, outerLoop));
    }

    /** {@code block: { if (c) break block; ... }}; ill-typed: {@code continue block;}. */
    private Statement labelledBlock(int depth) {
        String label = fresh("block");
        boolean bad = wrong();
        Statement jump = bad ? new Continue(t.p(), label) : new Break(t.p(), label);
        Block body = block(depth - 1);
        List<Statement> statements = new ArrayList<>(List.of(t.ifElse(expression(boolean.class, 1), jump, null)));
        statements.addAll(body.statements());
        return mark("labelled block", bad, new Labeled(t.p(), label, t.block(statements.toArray(new Statement[0]))));
    }

    // ---- compound assignment and ++ on fields and array elements of mixed primitive types

    private Statement compoundAssignment() {
        if (random.nextInt(4) == 0 && !scope.inLambda) {
            return t.exec(t.un(UnaryOperator.POST_INCREMENT, t.name(random.nextBoolean() ? "a" : "d")));
        }
        return t.exec(compound());
    }

    private Expression compound() {
        Class<?> type;
        Expression target;
        if (random.nextBoolean()) {
            Object[] field = FIELDS[random.nextInt(FIELDS.length)];
            type = (Class<?>) field[1];
            target = t.name((String) field[0]);
        } else {
            Object[] array = ARRAYS[random.nextInt(ARRAYS.length)];
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
                value = TYPES[random.nextInt(TYPES.length)];
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
        return mark("compound assignment on a field or array element", !good, t.assign(operator, target, expression(value, 1)));
    }

    // ---- switch statements

    /** On int or String, arrow or old style, sometimes with a try in an arm and cases through a `Case hole. */
    private Statement switchStatement(int depth) {
        boolean onString = random.nextBoolean();
        boolean arrow = random.nextBoolean();
        boolean bad = wrong();
        int arms = 1 + random.nextInt(3);
        List<Case> cases = new ArrayList<>();
        for (int arm = 0; arm < arms; arm++) {
            List<Expression> labels = labels(onString, arm, bad && arm == arms - 1);
            cases.add(spliceCase(new SwitchCase(t.p(), labels, false, arrow, armStatements(arrow, depth))));
        }
        if (random.nextBoolean()) {
            cases.add(spliceCase(new SwitchCase(t.p(), List.of(), true, arrow, armStatements(arrow, depth))));
        }
        Expression selector = onString ? expression(String.class, 1) : expression(int.class, 1);
        return mark(onString ? "switch statement on String" : "switch statement on int", bad, new Switch(t.p(), selector, cases));
    }

    /**
     * The labels of arm number {@code arm}: {@code 2*arm}, {@code 2*arm+1} (or "k0"...). {@code wrong}: a later arm
     * repeats arm 0's first label; arm 0 (the only one) has a label of the other type.
     */
    private List<Expression> labels(boolean onString, int arm, boolean wrong) {
        List<Expression> labels = new ArrayList<>();
        int count = 1 + random.nextInt(2);
        for (int i = 0; i < count; i++) {
            int value = wrong && arm > 0 ? i : 2 * arm + i;
            boolean asString = onString != (wrong && arm == 0);
            labels.add(asString ? t.lit("k" + value) : t.lit(value));
        }
        return labels;
    }

    private Case spliceCase(SwitchCase switchCase) {
        if (random.nextInt(5) > 0) {
            return switchCase;
        }
        return mark("switch cases through a `Case hole", false, Hole.Case(t.source, t.p(), List.of(t.cases(switchCase))));
    }

    /** The body of a statement arm: arrow, a block or one expression statement; old style, statements then break. */
    private List<Statement> armStatements(boolean arrow, int depth) {
        Scope saved = scope;
        scope = scope.copy();
        Statement body = random.nextInt(3) == 0 ? tryInArm(depth) : arrow && random.nextBoolean() ? t.exec(compound())
                : arrow ? block(depth - 1) : statement(depth - 1);
        scope = saved;
        if (arrow) {
            return List.of(body instanceof ExpressionStatement || body instanceof Block ? body : t.block(body));
        }
        return random.nextInt(4) == 0 ? List.of(body) : List.of(body, new Break(t.p(), null));
    }

    private Statement tryInArm(int depth) {
        return mark("try/catch or try/finally in a switch arm", false, tryCatch(depth));
    }

    // ---- switch expressions

    /** A switch expression of {@code type}: arrow arms with expressions or with blocks and yield, or old style with yield. */
    private Expression switchExpression(Class<?> type, int depth) {
        boolean onString = random.nextBoolean();
        int form = random.nextInt(3);
        boolean bad = wrong();
        // 1: a repeated label, 2: an arrow block without yield, 3: no default (not exhaustive)
        int mistake = !bad ? 0 : form == 1 ? 1 + random.nextInt(3) : random.nextBoolean() ? 1 : 3;
        int arms = 1 + random.nextInt(3);
        List<Case> cases = new ArrayList<>();
        Scope saved = scope;
        scope = scope.copy();
        scope.returnType = null;
        scope.inBlockArms |= form != 0;
        for (int arm = 0; arm < arms; arm++) {
            cases.add(spliceCase(new SwitchCase(t.p(), labels(onString, arm, mistake == 1 && arm == arms - 1), false, form != 2,
                    arm(form, type, mistake == 2 && arm == 0, depth))));
        }
        if (mistake != 3) {
            cases.add(spliceCase(new SwitchCase(t.p(), List.of(), true, form != 2, arm(form, type, false, depth))));
        }
        scope = saved;
        Expression selector = onString ? expression(String.class, 1) : expression(int.class, 1);
        String kind = switch (form) {
            case 0 -> "switch expression: arrow arms with expressions";
            case 1 -> "switch expression: arrow arms with blocks and yield";
            default -> "switch expression: old style with yield";
        };
        return mark(kind, bad, new SwitchExpression(t.p(), selector, cases));
    }

    private List<Statement> arm(int form, Class<?> type, boolean noYield, int depth) {
        if (form == 0) {
            return List.of(random.nextInt(8) == 0 ? t.doThrow(t.newObject(t.type(IllegalStateException.class)))
                    : t.exec(expression(type, depth - 1)));
        }
        Scope saved = scope;
        scope = scope.copy();
        List<Statement> statements = new ArrayList<>();
        int count = random.nextInt(3);
        for (int i = 0; i < count; i++) {
            statements.add(splice(statement(depth - 1)));
        }
        if (noYield) {
            statements.add(t.exec(t.un(UnaryOperator.POST_INCREMENT, t.name("counter"))));
        } else if (random.nextInt(4) == 0) {
            statements.add(yieldThroughTry(type, depth));
        } else {
            statements.add(new Yield(t.p(), expression(type, depth - 1)));
        }
        scope = saved;
        return form == 1 ? List.of(t.block(statements.toArray(new Statement[0]))) : statements;
    }

    /** {@code try { ...; yield e; } catch (RuntimeException x) { yield e2; }} or {@code try {...} finally {...} yield e;} in a block. */
    private Statement yieldThroughTry(Class<?> type, int depth) {
        if (random.nextBoolean()) {
            Block body = t.block(splice(statement(depth - 2)), new Yield(t.p(), expression(type, 1)));
            Block handler = t.block(new Yield(t.p(), expression(type, 1)));
            return mark("switch expression: try in an arm", false, new Try(t.p(), List.of(), body,
                    List.of(new CatchClause(t.p(), 0, List.of(t.type(RuntimeException.class)), fresh("e"), handler)), null));
        }
        Statement attempt = new Try(t.p(), List.of(), block(depth - 2), List.of(), block(depth - 2));
        return mark("switch expression: try in an arm", false, t.block(attempt, new Yield(t.p(), expression(type, 1))));
    }

    /** A switch expression as a statement's value: assigned, an argument of a call, or an operand of a binary operator. */
    private Expression switchExpressionIn(int depth) {
        return switch (random.nextInt(3)) {
            case 0 -> t.assign(BinaryOperator.ADD, t.name("counter"), switchExpression(int.class, depth));
            case 1 -> mark("switch expression as an argument", false, t.call(t.field(t.staticRef(System.class), "out"), "print",
                    switchExpression(TYPES[random.nextInt(TYPES.length)], depth)));
            default -> mark("switch expression as an operand", false, t.assign(BinaryOperator.ADD, t.name("text"),
                    t.bin(BinaryOperator.ADD, t.lit("="), switchExpression(TYPES[random.nextInt(TYPES.length)], depth))));
        };
    }

    // ---- lambdas and method references

    /** {@code { T c = e; F g = lambda or reference capturing c; use g; }}. */
    private Statement lambdaStatement(int depth) {
        if (wrong()) {
            return capturesNonFinal();
        }
        Scope saved = scope;
        scope = scope.copy();
        Class<?> capturedType = TYPES[random.nextInt(TYPES.length)];
        String captured = fresh("c");
        Statement capture = t.local(t.type(capturedType), captured, expression(capturedType, 1));
        scope.finals.add(captured);
        scope.finalTypes.add(capturedType);
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
        scope = saved;
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
        Scope saved = enterLambda(parameters, types, null);
        Expression built = body.get();
        scope = saved;
        return mark("lambda", false, t.lambda(parameters, built));
    }

    /** Enters the scope of a lambda body; returns the scope to restore. */
    private Scope enterLambda(List<String> parameters, List<Class<?>> types, Class<?> result) {
        Scope saved = scope;
        scope = new Scope();
        scope.finals = new ArrayList<>(saved.finals);
        scope.finalTypes = new ArrayList<>(saved.finalTypes);
        scope.names.addAll(parameters.subList(0, types.size()));
        scope.types.addAll(types);
        scope.returnType = result;
        scope.inLambda = true;
        return saved;
    }

    /** {@code (params) -> { statements; return e; }}, the body seeing only its parameters and effectively final locals. */
    private Expression lambdaBlock(List<String> parameters, List<Class<?>> types, Class<?> result, int depth) {
        Scope saved = enterLambda(parameters, types, result);
        List<Statement> statements = new ArrayList<>();
        int count = 1 + random.nextInt(2);
        for (int i = 0; i < count; i++) {
            statements.add(splice(statement(depth - 1)));
        }
        if (result != void.class) {
            statements.add(returnStatement());
        }
        scope = saved;
        return mark("lambda with a block body", false, t.lambda(parameters, t.block(statements.toArray(new Statement[0]))));
    }

    private Expression methodReference(Expression target, String name) {
        return mark("method reference", false, t.reference(target, name));
    }

    /** A functional object called at once: {@code ((IntBinaryOperator) (x, y) -> ...).applyAsInt(e, e)} and the like. */
    private Expression functionCall(Class<?> type, int depth) {
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
    private Expression lambdaIn(List<String> parameters, List<Class<?>> types, Class<?> result, int depth) {
        return lambda(parameters, types, () -> expression(result, depth - 1));
    }

    // ---- generic library calls

    private TypeNode listOfString() {
        return t.generic(List.class, t.type(String.class));
    }

    /** {@code map.put(s, e)}, {@code map.merge(s, 1, Integer::sum)}, a for-each over {@code map.entrySet()}, {@code opt.ifPresent(...)}. */
    private Statement genericStatement(int depth) {
        if (wrong()) {
            return mark("generic library call", true, random.nextBoolean()
                    ? t.local(t.type(String.class), fresh("w"), t.call(t.name("map"), "get", t.lit("k")))
                    : t.local(t.type(int.class), fresh("w"), t.call(t.name("list"), "get", t.lit(0))));
        }
        return mark("generic library call", false, switch (random.nextInt(4)) {
            case 0 -> t.exec(t.call(t.name("map"), "put", expression(String.class, 1), expression(int.class, 1)));
            case 1 -> t.exec(t.call(t.name("map"), "merge", expression(String.class, 1), t.lit(1),
                    methodReference(t.staticRef(Integer.class), "sum")));
            case 2 -> {
                String entry = fresh("entry");
                TypeNode entryType = new NamedType(t.p(), Map.Entry.class.getName(), true, List.of(t.type(String.class),
                        t.type(Integer.class)));
                yield new ForEach(t.p(), 0, entryType, entry, t.call(t.name("map"), "entrySet"), t.block(
                        t.exec(t.assign(BinaryOperator.ADD, t.name("counter"), t.call(t.name(entry), "getValue"))),
                        t.exec(t.assign(BinaryOperator.ADD, t.name("text"), t.call(t.name(entry), "getKey")))));
            }
            default -> t.exec(t.call(t.name("opt"), "ifPresent", lambdaBlock(List.of(fresh("x")), List.of(String.class), void.class, depth)));
        });
    }

    /** {@code list.get(i)}, {@code map.get(k)} unboxed, {@code opt.map(...)}. */
    private Expression genericCall(Class<?> type, int depth) {
        if (wrong()) {
            return mark("generic library call", true, t.call(t.call(t.name("map"), "get", t.lit("k")), "length"));
        }
        Expression call;
        if (type == int.class) {
            call = switch (random.nextInt(4)) {
                case 0 -> t.call(t.name("map"), "get", expression(String.class, 1));
                case 1 -> t.call(t.name("map"), "getOrDefault", expression(String.class, 1), expression(int.class, 1));
                case 2 -> t.call(t.call(t.name("opt"), "map", methodReference(t.staticRef(String.class), "length")), "orElse", t.lit(0));
                default -> t.call(t.call(t.name("list"), "get", expression(int.class, 1)), "length");
            };
        } else if (type == String.class) {
            call = random.nextBoolean() ? t.call(t.name("list"), "get", expression(int.class, 1))
                    : t.call(t.call(t.name("opt"), "map", lambdaIn(List.of(fresh("x")), List.of(String.class), String.class, depth)),
                            "orElse", expression(String.class, 1));
        } else if (type == boolean.class) {
            call = random.nextBoolean() ? t.call(t.name("opt"), "isPresent") : t.call(t.name("map"), "containsKey", expression(String.class, 1));
        } else if (type == Object.class) {
            call = random.nextBoolean() ? t.call(t.name("map"), "get", t.lit("k")) : t.call(t.name("opt"), "orElse", t.lit(null));
        } else {
            return wellTyped(type, depth);
        }
        return mark("generic library call", false, call);
    }

    // ---- ternaries mixing boxing, string concatenation, instanceof patterns

    private Expression boxingConditional(Class<?> type, int depth) {
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
    private Expression concatenation(int depth) {
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
            case 6 -> t.name(((String) FIELDS[random.nextInt(FIELDS.length)][0]));
            case 7 -> t.index(t.name("chars"), t.lit(1));
            default -> expression(TYPES[random.nextInt(TYPES.length)], depth - 1);
        };
    }

    /** {@code if (o instanceof String p) {...}}, or {@code if (!(o instanceof Integer p)) return/throw; ... p ...}. */
    private Statement patternStatement(int depth) {
        String binding = fresh("p");
        boolean bad = wrong();
        if (random.nextBoolean()) {
            Scope saved = scope;
            scope = scope.copy();
            scope.names.add(binding);
            scope.types.add(String.class);
            Block then = t.block(t.exec(t.assign(BinaryOperator.ADD, t.name("text"), t.name(binding))), splice(statement(depth - 1)));
            scope = saved;
            Block otherwise = bad ? t.block(t.exec(t.assign(t.name("text"), t.name(binding))))
                    : random.nextBoolean() ? block(depth - 1) : null;
            return mark(bad ? OUT_OF_SCOPE : "instanceof pattern", false, t.ifElse(new InstanceOf(t.p(), anyObject(), t.type(String.class), binding),
                    then, otherwise));
        }
        Statement leave = scope.returnType != null && random.nextBoolean() ? returnStatement()
                : t.doThrow(t.newObject(t.type(IllegalStateException.class)));
        Statement test = t.ifElse(t.un(UnaryOperator.NOT, new InstanceOf(t.p(), bad ? t.name("s") : anyObject(),
                t.type(Integer.class), binding)), leave, null);
        return mark("instanceof pattern", bad, t.block(test,
                t.exec(t.assign(BinaryOperator.ADD, t.name("counter"), t.bin(BinaryOperator.ADD, t.name(binding), t.lit(1))))));
    }

    private Expression patternExpression(Class<?> type, int depth) {
        if (type != boolean.class && type != String.class && type != int.class) {
            return wellTyped(type, depth);
        }
        String binding = fresh("p");
        if (wrong()) {
            return mark(OUT_OF_SCOPE, false, t.bin(BinaryOperator.CONDITIONAL_OR, new InstanceOf(t.p(), t.name("o"),
                    t.type(String.class), binding), t.call(t.name(binding), "isEmpty")));
        }
        Expression result;
        if (type == boolean.class) {
            result = t.bin(BinaryOperator.CONDITIONAL_AND, new InstanceOf(t.p(), anyObject(), t.type(String.class), binding), t.bin(BinaryOperator.GREATER, t.call(t.name(binding), "length"),
                    expression(int.class, 1)));
        } else if (type == String.class) {
            result = t.cond(new InstanceOf(t.p(), anyObject(), t.type(String.class), binding), t.name(binding),
                    expression(String.class, 1));
        } else {
            result = t.cond(new InstanceOf(t.p(), anyObject(), t.type(Integer.class), binding),
                    t.bin(BinaryOperator.ADD, t.name(binding), t.lit(1)), expression(int.class, 1));
        }
        return mark("instanceof pattern", false, result);
    }

    /** {@code (Object) e}: a pattern's operand must not be a subtype of the pattern's type (before Java 21). */
    private Expression anyObject() {
        return t.cast(t.type(Object.class), expression(Object.class, 1));
    }

    // ---- expressions

    /** An expression meant to have {@code type}; sometimes deliberately wrong. */
    private Expression expression(Class<?> type, int depth) {
        if (random.nextInt(150) == 0) {
            return mistake(depth);
        }
        Expression e = depth > 0 && random.nextInt(5) == 0 ? construct(type, depth) : wellTyped(type, depth);
        return random.nextInt(4) == 0 ? t.expr(t.expression(e)) : e;
    }

    /** One of the constructs above, as an expression of {@code type}. */
    private Expression construct(Class<?> type, int depth) {
        return switch (random.nextInt(7)) {
            case 0, 1 -> switchExpression(type, depth);
            case 2 -> lambdasWanted() ? functionCall(type, depth) : wellTyped(type, depth);
            case 3 -> lambdasWanted() ? genericCall(type, depth) : wellTyped(type, depth);
            case 4 -> boxingConditional(type, depth);
            case 5 -> patternExpression(type, depth);
            default -> type == int.class ? switchInContext(depth) : type == String.class ? concatenation(depth)
                    : wellTyped(type, depth);
        };
    }

    /** {@code Math.max(switch ..., e)} or {@code 1000 + switch ...}: a switch expression with no target type of its own. */
    private Expression switchInContext(int depth) {
        if (random.nextBoolean()) {
            return mark("switch expression as an argument", false, t.call(t.staticRef(Math.class), "max",
                    switchExpression(int.class, depth), expression(int.class, 1)));
        }
        return mark("switch expression as an operand", false, t.bin(BinaryOperator.ADD, t.lit(1000), switchExpression(int.class, depth)));
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

    /** A String, an int[] or any value as an Object; the static type of the first two must not be an array and String. */
    private Expression reference(int depth) {
        return switch (random.nextInt(3)) {
            case 0 -> expression(String.class, depth);
            case 1 -> anyObject();
            default -> t.cast(t.type(Object.class), expression(int[].class, depth));
        };
    }

    /** A local of exactly {@code type}, assignable or effectively final; a literal where the scope has none. */
    private Expression variableOf(Class<?> type) {
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
