package dev.jumbo.lang.tree;

import java.util.List;

/** A switch expression. An arrow case whose body is one {@link ExpressionStatement} yields that expression. */
public record SwitchExpression(int position, Expression selector, List<Case> cases) implements Expression {
    public SwitchExpression {
        cases = List.copyOf(cases);
    }

    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitSwitchExpression(this);
    }
}
