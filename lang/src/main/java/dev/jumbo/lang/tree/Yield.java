package dev.jumbo.lang.tree;

/** A yield inside a switch expression. */
public record Yield(int position, Expression value) implements Statement {}
