package dev.jumbo.lang.type;

/**
 * A wildcard type argument ({@code ? extends B}, {@code ? super B}, {@code ?}) as it appears in a
 * library method's signature while {@link Inference} reduces constraints against it (JLS 18.2.3):
 * the variance decides whether the argument's type is a lower or an upper bound; also a declared
 * {@code ? super X} argument ({@code List<? super Integer>}), whose values are read as {@code Object}.
 * Never the type of a value: {@link Generics#usable} replaces it by its bound ({@code Object} for {@code ? super}).
 */
public final class JWildcard extends JType {
    private final JType bound;
    private final boolean lower;

    /** {@code bound} null for an unbounded {@code ?}; {@code lower} for {@code ? super bound}. */
    public JWildcard(JType bound, boolean lower) {
        this.bound = bound;
        this.lower = lower;
    }

    public JType bound() {
        return bound;
    }

    public boolean lower() {
        return lower;
    }

    @Override
    public String descriptor() {
        return bound == null ? Types.OBJECT.descriptor() : Generics.erasure(bound).descriptor();
    }

    @Override
    public String javaName() {
        return bound == null ? "?" : (lower ? "? super " : "? extends ") + bound.javaName();
    }
}
