package dev.jumbo.lang.tree;

/** An {@code `Expr(code)} hole; {@code position} is the hole's. */
public record SplicedExpression(int position, Fragment code) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitSplicedExpression(this);
    }
}
