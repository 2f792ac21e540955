package dev.jumbo.lang.tree;

/** A reference to a type, anywhere a type may stand. */
public interface TypeNode extends Node {
}
