package dev.jumbo.lang.tree;

/** One switch-block group ({@link SwitchCase}) or a {@code `Case} splice. */
public interface Case extends Node {
}
