package dev.jumbo.lang.tree;

/** An array element: {@code array[index]}. */
public record ArrayAccess(int position, Expression array, Expression index) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitArrayAccess(this);
    }
}
