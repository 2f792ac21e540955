package dev.jumbo.lang.tree;

/** A yield inside a switch expression. */
public record Yield(int position, Expression value) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitYield(this);
    }
}
