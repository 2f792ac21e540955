package dev.jumbo.lang.tree;

import java.util.List;

/** An explicit constructor call, first in a constructor body: {@code this(...)} or {@code outer.super(...)} ({@code outer} usually null). */
public record ConstructorCall(int position, boolean isSuper, Expression outer, List<Expression> arguments) implements Statement {
    public ConstructorCall {
        arguments = List.copyOf(arguments);
    }

    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitConstructorCall(this);
    }
}
