package dev.jumbo.lang.tree;

/** One declared variable: {@code name[]... = initializer}; {@code dimensions} counts C-style brackets after the name; {@code initializer} may be null or an {@link ArrayInitializer}. */
public record VariableDeclarator(int position, String name, int dimensions, Expression initializer) implements Node {
    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.visitVariableDeclarator(this);
    }
}
