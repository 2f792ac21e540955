package dev.jumbo.lang.tree;

/** A {@code `Type(code)} hole filled with an expression fragment naming a type. */
public record SplicedType(int position, Fragment code) implements TypeNode {
    @Override
    public <R> R accept(TypeNode.Visitor<R> visitor) {
        return visitor.visitSplicedType(this);
    }
}
