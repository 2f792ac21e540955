package dev.jumbo.lang.tree;

import java.util.List;

/** A lambda: {@code (parameters) -> body}. A parameter whose type is null is inferred. {@code body} is an {@link Expression} or a {@link Block}. */
public record Lambda(int position, List<Formal> parameters, Node body) implements Expression {
    public Lambda {
        parameters = List.copyOf(parameters);
        if (!(body instanceof Expression || body instanceof Block)) {
            throw new IllegalArgumentException("a lambda body is an expression or a block");
        }
    }

    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitLambda(this);
    }
}
