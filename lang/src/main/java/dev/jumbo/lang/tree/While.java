package dev.jumbo.lang.tree;

/** A while loop. */
public record While(int position, Expression condition, Statement body) implements Statement {}
