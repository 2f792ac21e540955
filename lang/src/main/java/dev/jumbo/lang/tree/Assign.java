package dev.jumbo.lang.tree;

/** An assignment: {@code target = value} (operator null) or a compound assignment {@code target operator= value}. */
public record Assign(int position, BinaryOperator operator, Expression target, Expression value) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitAssign(this);
    }
}
