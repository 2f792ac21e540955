package dev.jumbo.lang.tree;

import java.util.List;

/** A {@code `Formals(codes)} hole: one parameter per code. */
public record SplicedFormals(int position, List<Fragment> codes) implements Formal {
    public SplicedFormals {
        codes = List.copyOf(codes);
    }

    @Override
    public <R> R accept(Formal.Visitor<R> visitor) {
        return visitor.visitSplicedFormals(this);
    }
}
