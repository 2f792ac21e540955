package dev.jumbo.lang.tree;

/** An array type: {@code element[]}. */
public record ArrayType(int position, TypeNode element) implements TypeNode {
    @Override
    public <R> R accept(TypeNode.Visitor<R> visitor) {
        return visitor.visitArrayType(this);
    }
}
