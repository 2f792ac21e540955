package dev.jumbo.lang.tree;

/** A while loop. */
public record While(int position, Expression condition, Statement body) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitWhile(this);
    }
}
