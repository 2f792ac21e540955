package dev.jumbo.lang.tree;

/** A field access or a qualified name: {@code target.name}. {@code target} may be a {@link TypeExpression}, a {@link Name} or {@link Super}. */
public record FieldAccess(int position, Expression target, String name) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitFieldAccess(this);
    }
}
