package dev.jumbo.lang.tree;

/** A cast: {@code (type) expression}. */
public record Cast(int position, TypeNode type, Expression expression) implements Expression {}
