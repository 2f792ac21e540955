package dev.jumbo.lang.tree;

/** A do-while loop. */
public record DoWhile(int position, Statement body, Expression condition) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitDoWhile(this);
    }
}
