package dev.jumbo.lang.tree;

/** The current object: {@code this}, or {@code Outer.this} when {@code qualifier} is not null. */
public record This(int position, TypeNode qualifier) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitThis(this);
    }
}
