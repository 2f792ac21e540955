package dev.jumbo.lang.tree;

/** A return, with an optional value. */
public record Return(int position, Expression value) implements Statement {}
