package dev.jumbo.lang.tree;

/** A conditional expression: {@code condition ? whenTrue : whenFalse}. */
public record Conditional(int position, Expression condition, Expression whenTrue, Expression whenFalse) implements Expression {}
