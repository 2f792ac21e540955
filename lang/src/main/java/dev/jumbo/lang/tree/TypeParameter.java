package dev.jumbo.lang.tree;

import java.util.List;

/** A type parameter; it erases to its first bound, or Object. */
public record TypeParameter(int position, String name, List<TypeNode> bounds) {
    public TypeParameter {
        bounds = List.copyOf(bounds);
    }
}
