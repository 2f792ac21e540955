package dev.jumbo.lang.tree;

/** A throw statement. */
public record Throw(int position, Expression exception) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitThrow(this);
    }
}
