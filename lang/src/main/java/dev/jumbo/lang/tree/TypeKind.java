package dev.jumbo.lang.tree;

/** The kinds of type declaration. */
public enum TypeKind {
    CLASS, INTERFACE, ENUM, RECORD
}
