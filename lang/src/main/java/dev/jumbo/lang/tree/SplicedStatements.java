package dev.jumbo.lang.tree;

import java.util.List;

/** A {@code `Stmt(code)} or {@code `Body(codes)} hole: the statements of each code, in order. */
public record SplicedStatements(int position, List<Fragment> codes) implements Statement {
    public SplicedStatements {
        codes = List.copyOf(codes);
    }

    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitSplicedStatements(this);
    }
}
