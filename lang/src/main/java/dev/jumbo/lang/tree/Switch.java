package dev.jumbo.lang.tree;

import java.util.List;

/** A switch statement on an int-like, String or enum selector, old or arrow form. */
public record Switch(int position, Expression selector, List<Case> cases) implements Statement {
    public Switch {
        cases = List.copyOf(cases);
    }

    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitSwitch(this);
    }
}
