package dev.jumbo.lang.tree;

/** A block-statement node (statements and local variable declarations). */
public interface Statement extends Node {
}
