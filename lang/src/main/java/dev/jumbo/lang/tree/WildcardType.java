package dev.jumbo.lang.tree;

/** A wildcard type argument: {@code ?} (bound null), {@code ? extends T} (upper) or {@code ? super T}. */
public record WildcardType(int position, TypeNode bound, boolean upper) implements TypeNode {
    @Override
    public <R> R accept(TypeNode.Visitor<R> visitor) {
        return visitor.visitWildcardType(this);
    }
}
