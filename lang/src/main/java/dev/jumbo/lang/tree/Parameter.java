package dev.jumbo.lang.tree;

/** A formal parameter {@code final type name}, or {@code type... name} when {@code varargs}; {@code type} is null for an implicitly typed lambda parameter. */
public record Parameter(int position, int modifiers, TypeNode type, String name, boolean varargs) implements Formal {
    @Override
    public <R> R accept(Formal.Visitor<R> visitor) {
        return visitor.visitParameter(this);
    }
}
