package dev.jumbo.lang.tree;

/** An array element: {@code array[index]}. */
public record ArrayAccess(int position, Expression array, Expression index) implements Expression {}
