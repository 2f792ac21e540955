package dev.jumbo.lang.tree;

/** A simple name: a local, parameter, field, or the first part of a qualified name (package or type). */
public record Name(int position, String identifier) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitName(this);
    }
}
