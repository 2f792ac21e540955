package dev.jumbo.lang.tree;

/** An expression node. */
public interface Expression extends Node {
}
