package dev.jumbo.lang.tree;

/** An assert statement; {@code message} may be null. */
public record Assert(int position, Expression condition, Expression message) implements Statement {}
