package dev.jumbo.lang.tree;

/** A class literal: {@code type.class}. */
public record ClassLiteral(int position, TypeNode type) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitClassLiteral(this);
    }
}
