package dev.jumbo.lang.tree;

/** A break, with an optional label. */
public record Break(int position, String label) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitBreak(this);
    }
}
