package dev.jumbo.lang.support;

import dev.jumbo.lang.Code;
import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * Random fragments, well-typed and ill-typed, for {@code RandomCompositionTest}: one class
 * {@code RandomN} with a static method {@code run(params)} whose body mixes statements and
 * expressions of every construct family, half of them arriving through holes. Seeded, so a
 * failure reproduces. Each fragment records the kinds of construct it holds ({@link #kinds()});
 * a kind ending in {@code (ill-typed)} is a deliberate mistake, which javac would reject.
 *
 * <p>This class makes the unit and holds what the families share (the random source, the
 * current {@link FragmentScope}, the kinds); each family is a {@link RandomFamily}:
 * {@link RandomStatements} and {@link RandomExpressions} choose among the others
 * ({@link RandomSwitches}, {@link RandomFunctions}, {@link RandomGenericCalls}, {@link RandomJumps},
 * {@link RandomOperators}, {@link RandomPatterns}, {@link RandomExceptions}). Jumps (break, continue, return, yield) are made
 * only by the construct that owns their target.
 */
public final class RandomFragments {
    public static final String ILL_TYPED = " (ill-typed)";
    static final Class<?>[] TYPES = {int.class, long.class, double.class, boolean.class, String.class,
        Object.class, int[].class};
    static final String[] PARAMETERS = {"a", "b", "d", "f", "s", "o", "arr"};
    /** Static fields of every primitive type, for compound assignment and {@code ++}. */
    static final Object[][] FIELDS = {{"counter", int.class}, {"total", long.class}, {"ratio", double.class},
        {"small", byte.class}, {"half", short.class}, {"letter", char.class}, {"part", float.class},
        {"flag", boolean.class}, {"text", String.class}};
    static final Object[][] ARRAYS = {{"longs", long.class}, {"bytes", byte.class}, {"chars", char.class},
        {"doubles", double.class}};

    final Trees t;
    final Random random;
    private final Set<String> kinds = new TreeSet<>();
    private int localCount;
    /** What the construct being made sees; a family replaces it on entering a block and restores it after. */
    FragmentScope scope;

    final RandomStatements statements;
    final RandomExpressions expressions;
    final RandomSwitches switches;
    final RandomFunctions functions;
    final RandomGenericCalls genericCalls;
    final RandomJumps jumps;
    final RandomOperators operators;
    final RandomPatterns patterns;
    final RandomExceptions exceptions;

    public RandomFragments(Trees trees, long seed) {
        this.t = trees;
        this.random = new Random(seed);
        statements = new RandomStatements(this);
        expressions = new RandomExpressions(this);
        switches = new RandomSwitches(this);
        functions = new RandomFunctions(this);
        genericCalls = new RandomGenericCalls(this);
        jumps = new RandomJumps(this);
        operators = new RandomOperators(this);
        patterns = new RandomPatterns(this);
        exceptions = new RandomExceptions(this);
    }

    /** The kinds of construct in the last fragment. */
    public Set<String> kinds() {
        return kinds;
    }

    public Code fragment(int index) {
        kinds.clear();
        localCount = 0;
        scope = new FragmentScope();
        scope.names.addAll(List.of(PARAMETERS));
        scope.types.addAll(List.of(TYPES));
        scope.returnType = Object.class;
        t.at(1 + index % 4000, 1);
        List<Statement> body = new ArrayList<>();
        int count = 1 + random.nextInt(5);
        for (int i = 0; i < count; i++) {
            body.add(splice(statements.statement(2)));
        }
        body.add(t.ret(expressions.expression(Object.class, 2)));
        List<Formal> parameters = new ArrayList<>();
        for (int i = 0; i < PARAMETERS.length; i++) {
            parameters.add(t.param(t.type(TYPES[i]), PARAMETERS[i]));
        }
        parameters.add(t.param(genericCalls.listOfString(), "list"));
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

    // ---- shared by the families

    /** Half the statements arrive through a `Stmt hole, as separately quoted fragments. */
    Statement splice(Statement statement) {
        return random.nextBoolean() ? t.stmt(t.statements(statement)) : statement;
    }

    /** One construct in twenty is a deliberate mistake. */
    boolean wrong() {
        return random.nextInt(20) == 0;
    }

    /** Records a construct; returns {@code node} so that a construct method can end with it. */
    <N> N mark(String kind, boolean illTyped, N node) {
        kinds.add(illTyped ? kind + ILL_TYPED : kind);
        return node;
    }

    String fresh(String prefix) {
        return prefix + (localCount++);
    }
}
