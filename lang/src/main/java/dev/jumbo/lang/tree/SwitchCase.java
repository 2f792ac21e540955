package dev.jumbo.lang.tree;

import java.util.List;

/** A switch-block group {@code case A, B: statements} or rule {@code case A, B -> body}; enum labels are {@link Name}s. An arrow rule's body is one {@link ExpressionStatement}, {@link Block} or {@link Throw}. {@code default} has {@code isDefault} and may have no labels. */
public record SwitchCase(int position, List<Expression> labels, boolean isDefault, boolean arrow, List<Statement> body) implements Case {
    public SwitchCase {
        labels = List.copyOf(labels);
        body = List.copyOf(body);
    }

    @Override
    public <R> R accept(Case.Visitor<R> visitor) {
        return visitor.visitSwitchCase(this);
    }
}
