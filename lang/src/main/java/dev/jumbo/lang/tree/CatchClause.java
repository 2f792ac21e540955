package dev.jumbo.lang.tree;

import java.util.List;

/** A catch clause; several {@code types} for a multi-catch {@code catch (A | B e)}. */
public record CatchClause(int position, int modifiers, List<TypeNode> types, String name, Block body) implements Node {
    public CatchClause {
        types = List.copyOf(types);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.visitCatchClause(this);
    }
}
