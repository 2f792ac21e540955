package dev.jumbo.lang.tree;

/** A class literal: {@code type.class}. */
public record ClassLiteral(int position, TypeNode type) implements Expression {}
