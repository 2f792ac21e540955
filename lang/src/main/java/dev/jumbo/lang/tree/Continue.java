package dev.jumbo.lang.tree;

/** A continue, with an optional label. */
public record Continue(int position, String label) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitContinue(this);
    }
}
