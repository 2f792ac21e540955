package dev.jumbo.lang.tree;

import java.util.List;

/** A basic for loop; {@code initializers} are a {@link LocalVariable} or {@link ExpressionStatement}s; {@code condition} may be null. */
public record For(int position, List<Statement> initializers, Expression condition, List<Expression> updates, Statement body) implements Statement {
    public For {
        initializers = List.copyOf(initializers);
        updates = List.copyOf(updates);
    }

    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitFor(this);
    }
}
