package dev.jumbo.lang.tree;

/** The target {@code super} of {@code super.m()} or {@code super.f}; {@code Interface.super} when {@code qualifier} is not null. */
public record Super(int position, TypeNode qualifier) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitSuper(this);
    }
}
