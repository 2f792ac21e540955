package dev.jumbo.lang.tree;

import java.util.List;

/** A field declaration. */
public record FieldDeclaration(int position, int modifiers, TypeNode type, List<VariableDeclarator> declarators) implements Member {
    public FieldDeclaration {
        declarators = List.copyOf(declarators);
    }

    @Override
    public <R> R accept(Member.Visitor<R> visitor) {
        return visitor.visitFieldDeclaration(this);
    }
}
