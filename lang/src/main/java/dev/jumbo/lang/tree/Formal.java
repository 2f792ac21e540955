package dev.jumbo.lang.tree;

/** One formal parameter ({@link Parameter}) or a {@code `Formals} splice. */
public sealed interface Formal extends Node
        permits Parameter, SplicedFormals {
    /** Calls the method of {@code visitor} for this node's kind. */
    <R> R accept(Visitor<R> visitor);

    @Override
    default <R> R accept(dev.jumbo.lang.tree.Visitor<R> visitor) {
        return accept((Visitor<R>) visitor);
    }

    /** One method per kind of formal parameter: a new kind does not compile until every visitor handles it. */
    interface Visitor<R> {
        R visitParameter(Parameter node);

        R visitSplicedFormals(SplicedFormals node);
    }
}
