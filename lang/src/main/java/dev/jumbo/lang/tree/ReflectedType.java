package dev.jumbo.lang.tree;

/** A type given as a {@code Class} object, by a {@code `Type(Foo.class)} hole. */
public record ReflectedType(int position, Class<?> type) implements TypeNode {
    @Override
    public <R> R accept(TypeNode.Visitor<R> visitor) {
        return visitor.visitReflectedType(this);
    }
}
