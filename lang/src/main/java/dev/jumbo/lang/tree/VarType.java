package dev.jumbo.lang.tree;

/** The type {@code var} of a local variable, inferred from its initializer. */
public record VarType(int position) implements TypeNode {}
