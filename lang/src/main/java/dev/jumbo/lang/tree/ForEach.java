package dev.jumbo.lang.tree;

/** An enhanced for loop over an array or an {@code Iterable}: {@code for (type name : iterable) body}. */
public record ForEach(int position, int modifiers, TypeNode type, String name, Expression iterable, Statement body) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitForEach(this);
    }
}
