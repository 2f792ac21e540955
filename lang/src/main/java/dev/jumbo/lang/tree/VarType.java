package dev.jumbo.lang.tree;

/** The type {@code var} of a local variable, inferred from its initializer. */
public record VarType(int position) implements TypeNode {
    @Override
    public <R> R accept(TypeNode.Visitor<R> visitor) {
        return visitor.visitVarType(this);
    }
}
