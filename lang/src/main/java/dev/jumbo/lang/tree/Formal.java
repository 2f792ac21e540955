package dev.jumbo.lang.tree;

/** One formal parameter ({@link Parameter}) or a {@code `Formals} splice. */
public interface Formal extends Node {
}
