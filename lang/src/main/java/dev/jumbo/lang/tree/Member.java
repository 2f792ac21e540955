package dev.jumbo.lang.tree;

/** A class-body declaration: field, method, constructor, initializer or nested type. */
public interface Member extends Node {
}
