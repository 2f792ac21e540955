package dev.jumbo.lang.tree;

/** An expression statement: {@code expression;}. */
public record ExpressionStatement(int position, Expression expression) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitExpressionStatement(this);
    }
}
