package dev.jumbo.lang.tree;

import java.util.List;

/** Instance creation: {@code outer.new type(arguments) body}; {@code outer} null unless qualified; {@code body} null unless an anonymous class. */
public record New(int position, Expression outer, TypeNode type, List<Expression> arguments, List<Member> body) implements Expression {
    public New {
        arguments = List.copyOf(arguments);
        body = body == null ? null : List.copyOf(body);
    }

    @Override
    public <R> R accept(Expression.Visitor<R> visitor) {
        return visitor.visitNew(this);
    }
}
