package dev.jumbo.lang.tree;

/** A return, with an optional value. */
public record Return(int position, Expression value) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitReturn(this);
    }
}
