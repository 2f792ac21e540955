package dev.jumbo.lang.tree;

/** A method reference: {@code target::name}; {@code target} is an expression or a {@link TypeExpression}; {@code name} is {@code "new"} for a constructor reference. */
public record MethodReference(int position, Expression target, String name) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitMethodReference(this);
    }
}
