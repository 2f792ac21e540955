package dev.jumbo.lang.tree;

/** A throw statement. */
public record Throw(int position, Expression exception) implements Statement {}
