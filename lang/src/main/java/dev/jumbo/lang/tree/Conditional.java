package dev.jumbo.lang.tree;

/** A conditional expression: {@code condition ? whenTrue : whenFalse}. */
public record Conditional(int position, Expression condition, Expression whenTrue, Expression whenFalse) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitConditional(this);
    }
}
