package dev.jumbo.lang.tree;

/** A type in expression position: the target of a static member access or of a method reference. */
public record TypeExpression(int position, TypeNode type) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitTypeExpression(this);
    }
}
