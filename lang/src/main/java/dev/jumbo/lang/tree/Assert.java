package dev.jumbo.lang.tree;

/** An assert statement; {@code message} may be null. */
public record Assert(int position, Expression condition, Expression message) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitAssert(this);
    }
}
