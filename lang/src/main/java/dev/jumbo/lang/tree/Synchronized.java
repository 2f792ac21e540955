package dev.jumbo.lang.tree;

/** A synchronized statement. */
public record Synchronized(int position, Expression lock, Block body) implements Statement {}
