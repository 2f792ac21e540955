package dev.jumbo.lang.tree;

import java.util.List;

/** An array initializer {@code {a, b}}, in {@link NewArray} or as a variable initializer. */
public record ArrayInitializer(int position, List<Expression> elements) implements Expression {
    public ArrayInitializer {
        elements = List.copyOf(elements);
    }

    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitArrayInitializer(this);
    }
}
