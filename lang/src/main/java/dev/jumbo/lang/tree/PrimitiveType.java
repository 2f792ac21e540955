package dev.jumbo.lang.tree;

/** A primitive type or {@code void}: {@code int}. */
public record PrimitiveType(int position, Primitive kind) implements TypeNode {
    @Override
    public <R> R accept(TypeNode.Visitor<R> visitor) {
        return visitor.visitPrimitiveType(this);
    }
}
