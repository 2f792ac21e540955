package dev.jumbo.lang.tree;

import java.util.List;

/** A try statement. {@code resources} (try-with-resources) are {@link LocalVariable}s with one declarator, or {@link ExpressionStatement}s naming an effectively final variable; {@code finallyBlock} may be null. */
public record Try(int position, List<Statement> resources, Block body, List<CatchClause> catches, Block finallyBlock) implements Statement {
    public Try {
        resources = List.copyOf(resources);
        catches = List.copyOf(catches);
    }

    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitTry(this);
    }
}
