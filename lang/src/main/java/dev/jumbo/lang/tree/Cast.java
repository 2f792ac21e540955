package dev.jumbo.lang.tree;

/** A cast: {@code (type) expression}. */
public record Cast(int position, TypeNode type, Expression expression) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitCast(this);
    }
}
