package dev.jumbo.lang.tree;

import java.util.List;

/** A {@code `Field}, {@code `Method}, {@code `Member} or {@code `Class} hole: the declarations of each code. */
public record SplicedMembers(int position, List<Fragment> codes) implements Member {
    public SplicedMembers {
        codes = List.copyOf(codes);
    }

    @Override
    public <R> R accept(Member.Visitor<R> visitor) {
        return visitor.visitSplicedMembers(this);
    }
}
