package dev.jumbo.lang.tree;

/** The empty statement {@code ;}. */
public record Empty(int position) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitEmpty(this);
    }
}
