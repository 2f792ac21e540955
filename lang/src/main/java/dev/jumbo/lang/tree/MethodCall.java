package dev.jumbo.lang.tree;

import java.util.List;

/**
 * A method call: {@code target.<typeArguments>name(arguments)}, {@code target} null for an unqualified call,
 * {@link Super} for {@code super.name(...)}, a {@link TypeExpression} for a static call. {@code typeArguments}
 * are the explicit type arguments (empty when the call has none: the method's type variables are inferred).
 */
public record MethodCall(int position, Expression target, String name, List<Expression> arguments,
                         List<TypeNode> typeArguments) implements Expression {
    public MethodCall {
        arguments = List.copyOf(arguments);
        typeArguments = typeArguments == null ? List.of() : List.copyOf(typeArguments);
    }

    /** A call without explicit type arguments. */
    public MethodCall(int position, Expression target, String name, List<Expression> arguments) {
        this(position, target, name, arguments, List.of());
    }

    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitMethodCall(this);
    }
}
