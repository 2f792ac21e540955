package dev.jumbo.lang.tree;

import java.util.List;

/** A local variable declaration: {@code final int a = 1, b[];}. {@code modifiers} uses {@link java.lang.reflect.Modifier} bits. Spliced into a class body (by a {@code Field}/{@code Member} hole), it is a field declaration. */
public record LocalVariable(int position, int modifiers, TypeNode type, List<VariableDeclarator> declarators) implements Statement {
    public LocalVariable {
        declarators = List.copyOf(declarators);
    }

    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitLocalVariable(this);
    }
}
