package dev.jumbo.lang.tree;

/** A unary expression, prefix or postfix: {@code -x}, {@code !b}, {@code i++}. */
public record Unary(int position, UnaryOperator operator, Expression operand) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitUnary(this);
    }
}
