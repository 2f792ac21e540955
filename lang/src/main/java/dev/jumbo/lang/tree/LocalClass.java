package dev.jumbo.lang.tree;

/** A local class declaration inside a block. */
public record LocalClass(int position, ClassDeclaration declaration) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitLocalClass(this);
    }
}
