package dev.jumbo.lang.tree;

import java.util.List;

/** A type parameter; it erases to its first bound, or Object. */
public record TypeParameter(int position, String name, List<TypeNode> bounds) implements Node {
    public TypeParameter {
        bounds = List.copyOf(bounds);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.visitTypeParameter(this);
    }
}
