package dev.jumbo.lang.tree;

/** A binary expression: {@code left operator right}; {@code +} on a String is concatenation. */
public record Binary(int position, BinaryOperator operator, Expression left, Expression right) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitBinary(this);
    }
}
