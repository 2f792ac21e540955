package dev.jumbo.lang.tree;

import java.util.List;

/** A block: {@code { statements }}. */
public record Block(int position, List<Statement> statements) implements Statement {
    public Block {
        statements = List.copyOf(statements);
    }

    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitBlock(this);
    }
}
