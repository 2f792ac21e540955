package dev.jumbo.lang.tree;

/** A literal. {@code value} is an {@code Integer}, {@code Long}, {@code Float}, {@code Double}, {@code Boolean}, {@code Character}, {@code Byte}, {@code Short}, {@code String}, or {@code null} for the null literal. */
public record Literal(int position, Object value) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitLiteral(this);
    }
}
