package dev.jumbo.lang;

import dev.jumbo.lang.tree.Fragment;
import dev.jumbo.lang.tree.Literal;
import dev.jumbo.lang.tree.LocalVariable;
import dev.jumbo.lang.tree.Node;
import dev.jumbo.lang.tree.SplicedCases;
import dev.jumbo.lang.tree.SplicedMembers;
import dev.jumbo.lang.tree.SplicedStatements;
import dev.jumbo.lang.tree.ValueConstant;
import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A partially compiled program fragment: the value of a quote {@code $< ... >$}. Immutable and
 * thread-safe; splicing only allocates. {@link #defineClass()} and its siblings resolve, check,
 * emit and define in one pass.
 */
public final class Code implements Fragment {
    private static final AtomicLong FRESH = new AtomicLong();

    private final Source source;
    private final int position;
    private final Category category;
    private final List<Node> nodes;

    Code(Source source, int position, Category category, List<? extends Node> nodes) {
        this.source = source;
        this.position = position;
        this.category = category;
        this.nodes = List.copyOf(nodes);
    }

    /** The quote's file and holder class. */
    public Source source() {
        return source;
    }

    /** The position of the quote, see {@link dev.jumbo.lang.tree.Position}. */
    public int position() {
        return position;
    }

    public Category category() {
        return category;
    }

    /** The fragment's top-level nodes, whose kind follows {@link #category()}. */
    @Override
    public List<Node> nodes() {
        return nodes;
    }

    /**
     * Defines the type declarations of this fragment in a new class loader whose parent is the
     * loader of the quote's holder class, and returns the first one.
     */
    public Class<?> defineClass() {
        return Backend.get().defineInNewLoader(this);
    }

    /**
     * Defines the type declaration of this fragment as a hidden class, a nestmate of
     * {@code host}, in the host's package. Generated code may use the host's private members.
     */
    public Class<?> defineClass(MethodHandles.Lookup host) {
        return Backend.get().defineHidden(this, host);
    }

    /** Defines the class, then constructs it with its no-argument constructor. */
    public <T> T newInstance(Class<T> type) {
        Class<?> defined = defineClass();
        if (!type.isAssignableFrom(defined)) {
            throw CodeException.at(source, position, "the generated class " + defined.getName()
                    + " is not a " + type.getName());
        }
        try {
            java.lang.reflect.Constructor<?> constructor = defined.getDeclaredConstructor();
            constructor.setAccessible(true);
            return type.cast(constructor.newInstance());
        } catch (ReflectiveOperationException e) {
            throw new CodeException(source.at(position) + ": error: cannot construct the generated class "
                    + defined.getName() + ": " + e, e);
        }
    }

    /** Evaluates an expression fragment in a fresh static method; primitives come back boxed. */
    public Object eval() {
        return Backend.get().eval(this);
    }

    /** The fragment as readable Java source, holes filled. */
    public String show() {
        return Backend.get().show(this);
    }

    /** The class file of the (first) type declaration of this fragment. */
    public byte[] toClassFile() {
        return Backend.get().classFile(this);
    }

    /**
     * The class file that {@link #defineClass(MethodHandles.Lookup)} would define as a hidden
     * nestmate of {@code host}, undefined: for checks and dumps.
     */
    public byte[] toClassFile(MethodHandles.Lookup host) {
        return toHiddenClassFile(host).bytes();
    }

    /**
     * What {@link #defineClass(MethodHandles.Lookup)} would define, undefined: the class file and
     * its class data, to be defined later (a build-time generator stores them).
     */
    public HiddenClassFile toHiddenClassFile(MethodHandles.Lookup host) {
        return Backend.get().hiddenClassFileWithData(this, host);
    }

    /**
     * Every class file of this fragment's classes, by binary name, the first declared class first:
     * its member, local and anonymous classes too (an enum constant's body, an inner class), for
     * dumps and for a caller's own class loader. ({@code Lookup.defineClass} links each class as it
     * defines it, so classes that refer to each other cannot be defined that way one by one.)
     */
    public Map<String, byte[]> toClassFiles() {
        return Backend.get().classFiles(this);
    }

    @Override
    public String toString() {
        return show();
    }

    /**
     * The fragments in order, as one fragment of their common category (statements when empty).
     * Class-body declarations, type declarations and local variable declarations (which may stand
     * as fields: {@code int count;}) join as class-body declarations.
     */
    public static Code seq(List<Code> codes) {
        Category category = joinedCategory(codes);
        Node joined = switch (category) {
            case STATEMENTS, EXPRESSION -> new SplicedStatements(0, List.copyOf(codes));
            case MEMBERS, TYPES -> new SplicedMembers(0, List.copyOf(codes));
            case CASES -> new SplicedCases(0, List.copyOf(codes));
            case FORMAL -> throw new CodeException("Code.seq cannot join formal parameters; splice them with `Formals");
        };
        Category result = category == Category.EXPRESSION ? Category.STATEMENTS : category;
        return new Code(Source.LIBRARY, 0, result, List.of(joined));
    }

    /**
     * The category of the joined fragments: their common one, else class-body declarations when each
     * may stand in a class body. Only fragments of several categories are looked into.
     */
    private static Category joinedCategory(List<Code> codes) {
        if (codes.isEmpty()) {
            return Category.STATEMENTS;
        }
        Category first = codes.get(0).category();
        Code other = null;
        for (Code code : codes) {
            if (code.category() != first) {
                other = code;
                break;
            }
        }
        if (other == null) {
            return first;
        }
        for (Code code : codes) {
            if (!isClassBody(code)) {
                // the fragment to name: this one, unless it is of the first one's category
                Code named = code.category() == first ? other : code;
                throw CodeException.at(named.source(), named.position(), "Code.seq needs fragments of one category, "
                        + "but this one is " + named.category().description() + " and the first is "
                        + first.description());
            }
        }
        return Category.MEMBERS;
    }

    /** A fragment that may stand in a class body: members, types, or local variable declarations only. */
    private static boolean isClassBody(Code code) {
        return switch (code.category()) {
            case MEMBERS, TYPES -> true;
            case STATEMENTS -> onlyLocalVariables(code);
            default -> false;
        };
    }

    /** Statements that may stand as fields: local variable declarations, also joined by {@link #seq}. */
    static boolean onlyLocalVariables(Fragment code) {
        for (Node node : code.nodes()) {
            if (node instanceof SplicedStatements joined) {
                for (Fragment inner : joined.codes()) {
                    if (!onlyLocalVariables(inner)) {
                        return false;
                    }
                }
            } else if (!(node instanceof LocalVariable)) {
                return false;
            }
        }
        return true;
    }

    public static Code seq(Code... codes) {
        return seq(List.of(codes));
    }

    /** The constant {@code value} as an expression fragment. */
    public static Code lift(int value) {
        return literal(value);
    }

    public static Code lift(long value) {
        return literal(value);
    }

    public static Code lift(float value) {
        return literal(value);
    }

    public static Code lift(double value) {
        return literal(value);
    }

    public static Code lift(boolean value) {
        return literal(value);
    }

    public static Code lift(char value) {
        return literal(value);
    }

    public static Code lift(String value) {
        return new Code(Source.LIBRARY, 0, Category.EXPRESSION, List.of(Hole.String(Source.LIBRARY, 0, value)));
    }

    /** {@code value} itself as a constant of the generated code, like a {@code `Value} hole. */
    public static Code value(Object value) {
        return new Code(Source.LIBRARY, 0, Category.EXPRESSION, List.of(new ValueConstant(0, value)));
    }

    /** A name that no other call returns and that no hand-written Java name uses (it holds a {@code $}). */
    public static String freshName(String hint) {
        String base = Hole.isIdentifier(hint) ? hint : "fresh";
        return base + "$" + FRESH.incrementAndGet();
    }

    private static Code literal(Object value) {
        return new Code(Source.LIBRARY, 0, Category.EXPRESSION, List.of(new Literal(0, value)));
    }
}
