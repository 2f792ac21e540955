package dev.jumbo.bench.marshal.heterogeneous;

import dev.jumbo.bench.marshal.heterogeneous.Declarations.ClassDecl;
import dev.jumbo.bench.marshal.heterogeneous.Declarations.CompilationUnit;
import dev.jumbo.bench.marshal.heterogeneous.Declarations.ConstructorDecl;
import dev.jumbo.bench.marshal.heterogeneous.Declarations.FieldDecl;
import dev.jumbo.bench.marshal.heterogeneous.Declarations.ImportDecl;
import dev.jumbo.bench.marshal.heterogeneous.Declarations.MethodDecl;
import dev.jumbo.bench.marshal.heterogeneous.Declarations.Parameter;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.ArrayAccessExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.ArrayCreationExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.ArrayInitializerExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.AssignExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.BinaryExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.BooleanLiteral;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.CastExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.CharLiteral;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.ClassLiteral;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.CompoundAssignExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.ConditionalExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.DoubleLiteral;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.Expression;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.FieldAccessExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.HoleExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.InstanceOfExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.IntLiteral;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.LambdaExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.LongLiteral;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.MethodCallExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.MethodReferenceExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.NameExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.NullLiteral;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.ObjectCreationExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.StringLiteral;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.ThisExpr;
import dev.jumbo.bench.marshal.heterogeneous.Expressions.UnaryExpr;
import dev.jumbo.bench.marshal.heterogeneous.Statements.AssertStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.BlockStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.BreakStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.CatchClause;
import dev.jumbo.bench.marshal.heterogeneous.Statements.ContinueStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.DoStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.EmptyStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.ExpressionStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.ForEachStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.ForStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.HoleStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.IfStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.LabeledStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.LocalVariableStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.ReturnStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.Statement;
import dev.jumbo.bench.marshal.heterogeneous.Statements.SwitchCase;
import dev.jumbo.bench.marshal.heterogeneous.Statements.SwitchStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.SynchronizedStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.ThrowStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.TryStmt;
import dev.jumbo.bench.marshal.heterogeneous.Statements.WhileStmt;
import dev.jumbo.bench.marshal.heterogeneous.Support.Annotation;
import dev.jumbo.bench.marshal.heterogeneous.Support.BinaryOperator;
import dev.jumbo.bench.marshal.heterogeneous.Support.CheckerNote;
import dev.jumbo.bench.marshal.heterogeneous.Support.ClassTypeRef;
import dev.jumbo.bench.marshal.heterogeneous.Support.Comment;
import dev.jumbo.bench.marshal.heterogeneous.Support.HoleRef;
import dev.jumbo.bench.marshal.heterogeneous.Support.Identifier;
import dev.jumbo.bench.marshal.heterogeneous.Support.Modifiers;
import dev.jumbo.bench.marshal.heterogeneous.Support.PrimitiveKind;
import dev.jumbo.bench.marshal.heterogeneous.Support.PrimitiveTypeRef;
import dev.jumbo.bench.marshal.heterogeneous.Support.SourcePosition;
import dev.jumbo.bench.marshal.heterogeneous.Support.UnaryOperator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Builds the heterogeneous workload deterministically: one {@link CompilationUnit} of random
 * but seeded syntax trees, grown class by class until it holds about {@code targetObjects}
 * objects. Common constructs (names, calls, literals, expression statements) are drawn often
 * and rare ones seldom, which gives the skew the paper reports for its Table 4: a few classes
 * with hundreds of instances, most with a handful. Nesting is bounded, so the graph is shallow
 * enough for {@code java.io.ObjectOutputStream}'s recursion. Names and types are shared, as a
 * compiler shares them, so the stream has back references.
 */
public final class HeterogeneousGraph {
    /**
     * The generator's target for a graph of the paper's size (13,210 objects, Table 4). The
     * generator counts trees, arrays and value objects but not strings, so this target gives
     * about 13,200 objects in all; {@link dev.jumbo.bench.marshal.ObjectCensus} measures the
     * exact figures, which the report prints.
     */
    public static final int PAPER_SIZED_TARGET = 12_000;
    public static final long DEFAULT_SEED = 20_050_929L;

    private static final int MAX_STATEMENT_DEPTH = 3;
    private static final int MAX_EXPRESSION_DEPTH = 3;
    private static final String[] PACKAGES = {"java.util", "java.io", "dev.jumbo.lang", "dev.jumbo.marshal"};

    private final Random random;
    private final int targetObjects;
    private final Map<Integer, Identifier> identifiers = new HashMap<>();
    private final Map<Integer, ClassTypeRef> classTypes = new HashMap<>();
    private final Map<PrimitiveKind, PrimitiveTypeRef> primitiveTypes = new HashMap<>();
    private int objects;
    private int line = 1;

    private HeterogeneousGraph(long seed, int targetObjects) {
        this.random = new Random(seed);
        this.targetObjects = targetObjects;
    }

    /** One copy of the graph; the same seed gives an equal graph of new objects. */
    public static CompilationUnit build(long seed, int targetObjects) {
        return new HeterogeneousGraph(seed, targetObjects).compilationUnit();
    }

    public static CompilationUnit paperSized() {
        return build(DEFAULT_SEED, PAPER_SIZED_TARGET);
    }

    /** Every class of the workload that has instances, for serializers that require registration. */
    public static List<Class<?>> classes() {
        return HeterogeneousClasses.ALL;
    }

    private <T> T count(T object) {
        objects++;
        return object;
    }

    private CompilationUnit compilationUnit() {
        ImportDecl[] imports = count(new ImportDecl[6]);
        for (int index = 0; index < imports.length; index++) {
            imports[index] = placed(new ImportDecl(PACKAGES[index % PACKAGES.length] + ".Type" + index,
                    index == 5, index == 4));
        }
        ArrayList<ClassDecl> classes = new ArrayList<>();
        while (objects < targetObjects) {
            classes.add(classDecl());
        }
        ClassDecl[] classArray = count(classes.toArray(new ClassDecl[0]));
        return placed(new CompilationUnit("Generated.jjava", "dev.jumbo.generated", imports, classArray,
                1_128_000_000_000L + random.nextInt(1_000_000)));
    }

    private ClassDecl classDecl() {
        int memberCount = 6 + random.nextInt(10);
        ArrayList<Tree> members = new ArrayList<>();
        // The last class stops as soon as the graph is big enough, so the size is close to the target.
        for (int index = 0; index < memberCount && (index < 4 || objects < targetObjects); index++) {
            if (index < 3) {
                members.add(placed(new FieldDecl(modifiers(), anyType(), identifier(), expressionOrNull(1))));
            } else if (index == 3 && random.nextInt(3) == 0) {
                members.add(placed(new ConstructorDecl(modifiers(), parameters(), block(1, 2 + random.nextInt(4)))));
            } else {
                members.add(methodDecl());
            }
        }
        Tree[] memberArray = count(members.toArray(new Tree[0]));
        ClassTypeRef[] interfaces = random.nextInt(4) == 0 ? count(new ClassTypeRef[] {classType()}) : null;
        return placed(new ClassDecl(modifiers(), identifier(), random.nextBoolean() ? classType() : null,
                interfaces, memberArray));
    }

    private MethodDecl methodDecl() {
        ClassTypeRef[] thrown = random.nextInt(12) == 0 ? count(new ClassTypeRef[] {classType()}) : null;
        CheckerNote note = random.nextInt(25) == 0
                ? count(new CheckerNote(random.nextLong(), (short) random.nextInt(9), (byte) random.nextInt(3),
                        random.nextFloat(), count(new int[] {random.nextInt(100), random.nextInt(100)})))
                : null;
        return placed(new MethodDecl(modifiers(), anyType(), identifier(), parameters(), thrown,
                block(0, 3 + random.nextInt(8)), note));
    }

    private Parameter[] parameters() {
        Parameter[] parameters = count(new Parameter[random.nextInt(4)]);
        for (int index = 0; index < parameters.length; index++) {
            parameters[index] = placed(new Parameter(anyType(), identifier(), random.nextInt(30) == 0));
        }
        return parameters;
    }

    private Modifiers modifiers() {
        Annotation[] annotations = null;
        if (random.nextInt(15) == 0) {
            annotations = count(new Annotation[] {count(new Annotation(classType(), random.nextBoolean() ? "unchecked" : null))});
        }
        return count(new Modifiers(random.nextInt(0x1000), annotations));
    }

    private BlockStmt block(int depth, int size) {
        Statement[] statements = count(new Statement[size]);
        for (int index = 0; index < size; index++) {
            statements[index] = statement(depth + 1);
        }
        return placed(new BlockStmt(statements));
    }

    private Statement statement(int depth) {
        boolean nested = depth < MAX_STATEMENT_DEPTH;
        int choice = random.nextInt(100);
        Statement statement;
        if (choice < 28) {
            statement = new ExpressionStmt(random.nextInt(5) < 2 ? call(0) : assignment(0));
        } else if (choice < 44) {
            statement = new LocalVariableStmt(anyType(), identifier(), expression(0), random.nextInt(4) == 0);
        } else if (choice < 66 && nested) {
            statement = new IfStmt(condition(), block(depth, 1 + random.nextInt(3)),
                    random.nextInt(3) == 0 ? block(depth, 1 + random.nextInt(2)) : null);
        } else if (choice < 78) {
            statement = new ReturnStmt(random.nextInt(5) == 0 ? null : expression(0));
        } else if (choice < 84 && nested) {
            statement = block(depth, 1 + random.nextInt(3));
        } else {
            statement = rareStatement(depth, nested);
        }
        if (random.nextInt(25) == 0) {
            statement.leadingComment = count(new Comment("note " + random.nextInt(1000), random.nextBoolean()));
        }
        return placed(statement);
    }

    private Statement rareStatement(int depth, boolean nested) {
        if (!nested) {
            return switch (random.nextInt(5)) {
                case 0 -> new BreakStmt(random.nextBoolean() ? identifier() : null);
                case 1 -> new ContinueStmt(null);
                case 2 -> new ThrowStmt(creation(1));
                case 3 -> new AssertStmt(condition(), random.nextBoolean() ? string() : null);
                default -> new EmptyStmt();
            };
        }
        return switch (random.nextInt(14)) {
            case 0 -> new WhileStmt(condition(), block(depth, 2));
            case 1 -> new DoStmt(block(depth, 2), condition());
            case 2 -> new ForStmt(count(new Statement[] {placed(new LocalVariableStmt(primitive(PrimitiveKind.INT),
                    identifier(), count(new IntLiteral(0)), false))}), condition(),
                    count(new Expression[] {count(new UnaryExpr(UnaryOperator.POST_INCREMENT, name()))}),
                    block(depth, 2));
            case 3 -> new ForEachStmt(anyType(), identifier(), name(), block(depth, 2));
            case 4 -> switchStatement(depth);
            case 5 -> new BreakStmt(random.nextBoolean() ? identifier() : null);
            case 6 -> new ContinueStmt(random.nextBoolean() ? identifier() : null);
            case 7 -> new LabeledStmt(identifier(), block(depth, 1));
            case 8 -> new ThrowStmt(creation(1));
            case 9 -> tryStatement(depth);
            case 10 -> new SynchronizedStmt(name(), block(depth, 1));
            case 11 -> new AssertStmt(condition(), random.nextBoolean() ? string() : null);
            case 12 -> new EmptyStmt();
            default -> new HoleStmt(hole('S'));
        };
    }

    private SwitchStmt switchStatement(int depth) {
        SwitchCase[] cases = count(new SwitchCase[2 + random.nextInt(3)]);
        for (int index = 0; index < cases.length; index++) {
            boolean isDefault = index == cases.length - 1;
            Expression[] labels = isDefault ? null : count(new Expression[] {count(new IntLiteral(index))});
            cases[index] = placed(new SwitchCase(labels, count(new Statement[] {statement(depth + 1)}), isDefault));
        }
        return new SwitchStmt(name(), cases);
    }

    private TryStmt tryStatement(int depth) {
        CatchClause catchClause = placed(new CatchClause(count(new ClassTypeRef[] {classType()}), identifier(),
                block(depth, 1)));
        return new TryStmt(block(depth, 2), count(new CatchClause[] {catchClause}),
                random.nextBoolean() ? block(depth, 1) : null);
    }

    private Expression expression(int depth) {
        if (depth >= MAX_EXPRESSION_DEPTH) {
            return leaf();
        }
        int choice = random.nextInt(100);
        if (choice < 22) {
            return leaf();
        } else if (choice < 38) {
            return call(depth);
        } else if (choice < 51) {
            return count(new BinaryExpr(operator(), expression(depth + 1), expression(depth + 1)));
        } else if (choice < 67) {
            return count(new FieldAccessExpr(random.nextBoolean() ? name() : count(new ThisExpr(null)), identifier()));
        } else if (choice < 82) {
            return string();
        } else {
            return rareExpression(depth);
        }
    }

    private Expression rareExpression(int depth) {
        return switch (random.nextInt(17)) {
            case 0 -> count(new LongLiteral(random.nextLong()));
            case 1 -> count(new DoubleLiteral(random.nextDouble()));
            case 2 -> count(new CharLiteral((char) ('a' + random.nextInt(26))));
            case 3 -> count(new BooleanLiteral(random.nextBoolean()));
            case 4 -> count(new NullLiteral());
            case 5 -> count(new ClassLiteral(classType()));
            case 6 -> count(new CompoundAssignExpr(operator(), name(), expression(depth + 1)));
            case 7 -> count(new ConditionalExpr(condition(), expression(depth + 1), expression(depth + 1)));
            case 8 -> count(new CastExpr(anyType(), expression(depth + 1)));
            case 9 -> count(new InstanceOfExpr(name(), classType(), random.nextBoolean() ? identifier() : null));
            case 10 -> count(new ArrayAccessExpr(name(), expression(depth + 1)));
            case 11 -> count(new ArrayCreationExpr(anyType(), count(new Expression[] {count(new IntLiteral(8))})));
            case 12 -> count(new ArrayInitializerExpr(count(new Expression[] {leaf(), leaf()})));
            case 13 -> creation(depth);
            case 14 -> count(new LambdaExpr(count(new Identifier[] {identifier()}), expression(depth + 1)));
            case 15 -> count(new MethodReferenceExpr(classType(), identifier()));
            default -> count(new HoleExpr(hole('E')));
        };
    }

    private Expression leaf() {
        int choice = random.nextInt(10);
        if (choice < 4) {
            return name();
        }
        return choice < 9 ? count(new IntLiteral(random.nextInt(1000))) : count(new UnaryExpr(UnaryOperator.NEGATE, name()));
    }

    private Expression expressionOrNull(int depth) {
        return random.nextBoolean() ? expression(depth) : null;
    }

    private Expression condition() {
        return count(new BinaryExpr(random.nextBoolean() ? BinaryOperator.LESS : BinaryOperator.EQUALS, name(), leaf()));
    }

    private MethodCallExpr call(int depth) {
        Expression[] arguments = count(new Expression[random.nextInt(3)]);
        for (int index = 0; index < arguments.length; index++) {
            arguments[index] = expression(depth + 1);
        }
        Expression target = random.nextInt(3) == 0 ? null : name();
        String descriptor = random.nextBoolean() ? "(I)V" : null;
        return count(new MethodCallExpr(target, identifier(), arguments, descriptor));
    }

    private AssignExpr assignment(int depth) {
        return count(new AssignExpr(name(), expression(depth + 1)));
    }

    private ObjectCreationExpr creation(int depth) {
        Expression[] arguments = count(new Expression[] {expression(Math.max(depth, MAX_EXPRESSION_DEPTH - 1))});
        return count(new ObjectCreationExpr(classType(), arguments));
    }

    private NameExpr name() {
        return count(new NameExpr(identifier()));
    }

    private StringLiteral string() {
        return count(new StringLiteral("s" + random.nextInt(500)));
    }

    private BinaryOperator operator() {
        BinaryOperator[] operators = BinaryOperator.values();
        return operators[random.nextInt(operators.length)];
    }

    private HoleRef hole(char category) {
        return count(new HoleRef(random.nextInt(8), category, random.nextInt(4) == 0));
    }

    private Identifier identifier() {
        int index = random.nextInt(700);
        return identifiers.computeIfAbsent(index, key -> count(new Identifier("name" + key)));
    }

    private ClassTypeRef classType() {
        int index = random.nextInt(40);
        return classTypes.computeIfAbsent(index, key -> {
            ClassTypeRef[] arguments = key % 7 == 0 ? count(new ClassTypeRef[0]) : null;
            return count(new ClassTypeRef(PACKAGES[key % PACKAGES.length] + ".Type" + key, arguments, key % 5 == 0 ? 1 : 0));
        });
    }

    private PrimitiveTypeRef primitive(PrimitiveKind kind) {
        return primitiveTypes.computeIfAbsent(kind, key -> count(new PrimitiveTypeRef(key)));
    }

    private Object anyType() {
        if (random.nextInt(3) == 0) {
            PrimitiveKind[] kinds = PrimitiveKind.values();
            return primitive(kinds[random.nextInt(kinds.length)]);
        }
        return classType();
    }

    /** A statement or declaration gets a position, one line after the last. */
    private <T extends Tree> T placed(T tree) {
        if (tree.position == null) {
            tree.position = count(new SourcePosition(line++, 1 + random.nextInt(40), 1 + random.nextInt(60)));
            count(tree);
        }
        return tree;
    }
}
