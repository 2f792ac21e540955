package dev.jumbo.lang.tree;

/** A do-while loop. */
public record DoWhile(int position, Statement body, Expression condition) implements Statement {}
