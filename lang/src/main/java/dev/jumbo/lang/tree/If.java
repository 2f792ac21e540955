package dev.jumbo.lang.tree;

/** An if statement; {@code elseStatement} may be null. */
public record If(int position, Expression condition, Statement thenStatement, Statement elseStatement) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitIf(this);
    }
}
