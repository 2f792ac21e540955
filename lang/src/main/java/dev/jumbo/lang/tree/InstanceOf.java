package dev.jumbo.lang.tree;

/** A type test: {@code expression instanceof type}, or the pattern {@code expression instanceof type binding} when {@code binding} is not null. */
public record InstanceOf(int position, Expression expression, TypeNode type, String binding) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitInstanceOf(this);
    }
}
