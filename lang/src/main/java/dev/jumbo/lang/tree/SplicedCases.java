package dev.jumbo.lang.tree;

import java.util.List;

/** A {@code `Case(codes)} hole: the cases of each code. */
public record SplicedCases(int position, List<Fragment> codes) implements Case {
    public SplicedCases {
        codes = List.copyOf(codes);
    }

    @Override
    public <R> R accept(Case.Visitor<R> visitor) {
        return visitor.visitSplicedCases(this);
    }
}
