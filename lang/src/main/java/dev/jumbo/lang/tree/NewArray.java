package dev.jumbo.lang.tree;

import java.util.List;

/** Array creation. {@code type} is the whole array type ({@code int[][]} for {@code new int[3][]}); {@code dimensions} the given lengths; {@code initializer} null unless {@code new int[] {1, 2}}. */
public record NewArray(int position, TypeNode type, List<Expression> dimensions, ArrayInitializer initializer) implements Expression {
    public NewArray {
        dimensions = List.copyOf(dimensions);
    }

    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitNewArray(this);
    }
}
