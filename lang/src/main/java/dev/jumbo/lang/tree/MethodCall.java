package dev.jumbo.lang.tree;

import java.util.List;

/** A method call: {@code target.name(arguments)}, {@code target} null for an unqualified call, {@link Super} for {@code super.name(...)}, a {@link TypeExpression} for a static call. */
public record MethodCall(int position, Expression target, String name, List<Expression> arguments) implements Expression {
    public MethodCall {
        arguments = List.copyOf(arguments);
    }
}
