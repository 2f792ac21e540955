package dev.jumbo.lang.tree;

/** An assignment: {@code target = value} (operator null) or a compound assignment {@code target operator= value}. */
public record Assign(int position, BinaryOperator operator, Expression target, Expression value) implements Expression {}
