package dev.jumbo.lang.tree;

import java.util.List;

/** A constructor; {@code body} may start with a {@link ConstructorCall}. */
public record ConstructorDeclaration(int position, int modifiers, String name, List<Formal> parameters, List<TypeNode> exceptions, Block body) implements Member {
    public ConstructorDeclaration {
        parameters = List.copyOf(parameters);
        exceptions = List.copyOf(exceptions);
    }

    @Override
    public <R> R accept(Member.Visitor<R> visitor) {
        return visitor.visitConstructorDeclaration(this);
    }
}
