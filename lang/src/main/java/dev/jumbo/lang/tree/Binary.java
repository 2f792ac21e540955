package dev.jumbo.lang.tree;

/** A binary expression: {@code left operator right}; {@code +} on a String is concatenation. */
public record Binary(int position, BinaryOperator operator, Expression left, Expression right) implements Expression {}
