package dev.jumbo.lang.tree;

/** A synchronized statement. */
public record Synchronized(int position, Expression lock, Block body) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitSynchronized(this);
    }
}
