package dev.jumbo.lang.tree;

import java.util.List;

/** A method declaration; {@code body} null when abstract or native. A non-static interface method with a body is a default method. */
public record MethodDeclaration(int position, int modifiers, List<TypeParameter> typeParameters, TypeNode returnType, String name, List<Formal> parameters, List<TypeNode> exceptions, Block body) implements Member {
    public MethodDeclaration {
        typeParameters = List.copyOf(typeParameters);
        parameters = List.copyOf(parameters);
        exceptions = List.copyOf(exceptions);
    }

    @Override
    public <R> R accept(Member.Visitor<R> visitor) {
        return visitor.visitMethodDeclaration(this);
    }
}
