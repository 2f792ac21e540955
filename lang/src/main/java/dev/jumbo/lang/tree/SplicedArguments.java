package dev.jumbo.lang.tree;

import java.util.List;

/** An {@code `Args(codes)} hole: zero or more arguments, only inside an argument list. */
public record SplicedArguments(int position, List<Fragment> codes) implements Expression {
    public SplicedArguments {
        codes = List.copyOf(codes);
    }

    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitSplicedArguments(this);
    }
}
