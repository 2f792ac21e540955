package dev.jumbo.lang.tree;

/** The empty statement {@code ;}. */
public record Empty(int position) implements Statement {}
