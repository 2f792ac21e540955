package dev.jumbo.lang.tree;

/** A {@code `Value(object)} hole: that very object as a constant of the generated code. Its static type is the object's class, or the nearest accessible superclass. */
public record ValueConstant(int position, Object value) implements Expression {
    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitValueConstant(this);
    }
}
