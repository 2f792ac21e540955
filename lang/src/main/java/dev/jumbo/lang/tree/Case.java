package dev.jumbo.lang.tree;

/** One switch-block group ({@link SwitchCase}) or a {@code `Case} splice. */
public sealed interface Case extends Node
        permits SplicedCases, SwitchCase {
    /** Calls the method of {@code visitor} for this node's kind. */
    <R> R accept(Visitor<R> visitor);

    @Override
    default <R> R accept(dev.jumbo.lang.tree.Visitor<R> visitor) {
        return accept((Visitor<R>) visitor);
    }

    /** One method per kind of switch-block group: a new kind does not compile until every visitor handles it. */
    interface Visitor<R> {
        R visitSplicedCases(SplicedCases node);

        R visitSwitchCase(SwitchCase node);
    }
}
