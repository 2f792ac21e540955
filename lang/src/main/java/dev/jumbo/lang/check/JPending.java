package dev.jumbo.lang.check;

/**
 * The type of a lambda or method reference before its target type is known: compatible with
 * a functional interface whose method takes {@code arity} parameters (-1: any).
 */
public final class JPending extends JType {
    private final int arity;

    public JPending(int arity) {
        this.arity = arity;
    }

    public int arity() {
        return arity;
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
