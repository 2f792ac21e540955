package dev.jumbo.lang.type;

/**
 * The type of a lambda or method reference before its target type is known: compatible with
 * a functional interface whose method takes {@code arity} parameters (-1: any).
 */
public final class JPending extends JType {
    private final int arity;
    private final java.util.function.IntPredicate arities;

    public JPending(int arity) {
        this(arity, null);
    }

    /**
     * A method reference compatible only with functions of the arities {@code arities} accepts (JLS 15.12.2.1:
     * {@code Person::name} fits {@code Function.apply}, not {@code Comparator.compare}); null: any.
     */
    public JPending(int arity, java.util.function.IntPredicate arities) {
        this.arity = arity;
        this.arities = arities;
    }

    public int arity() {
        return arity;
    }

    /** Whether a function type of {@code parameters} parameters may be this lambda's or method reference's. */
    public boolean accepts(int parameters) {
        return arity >= 0 ? arity == parameters : arities == null || arities.test(parameters);
    }

    @Override
    public String descriptor() {
        throw new IllegalStateException("a lambda has no type of its own");
    }

    @Override
    public String javaName() {
        return arity < 0 ? "a method reference" : "a lambda of " + arity + " parameter(s)";
    }
}
