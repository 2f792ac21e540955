package dev.jumbo.lang.tree;

import java.util.List;
import dev.jumbo.lang.Code;

/** A {@code `Formals(codes)} hole: one parameter per code. */
public record SplicedFormals(int position, List<Code> codes) implements Formal {
    public SplicedFormals {
        codes = List.copyOf(codes);
    }

    @Override
    public <R> R accept(Formal.Visitor<R> visitor) {
        return visitor.visitSplicedFormals(this);
    }
}
