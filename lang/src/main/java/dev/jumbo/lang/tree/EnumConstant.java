package dev.jumbo.lang.tree;

import java.util.List;

/** An enum constant; {@code body} null unless the constant has a class body. */
public record EnumConstant(int position, String name, List<Expression> arguments, List<Member> body) implements Node {
    public EnumConstant {
        arguments = List.copyOf(arguments);
        body = body == null ? null : List.copyOf(body);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.visitEnumConstant(this);
    }
}
