package dev.jumbo.lang.tree;

/** An if statement; {@code elseStatement} may be null. */
public record If(int position, Expression condition, Statement thenStatement, Statement elseStatement) implements Statement {}
