package dev.jumbo.lang.tree;

/** A labelled statement: {@code label: statement}. */
public record Labeled(int position, String label, Statement statement) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitLabeled(this);
    }
}
