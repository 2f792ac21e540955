package dev.jumbo.lang.tree;

/**
 * A node of a partially compiled fragment. Nodes are immutable and may be shared by many
 * fragments; they carry only their position inside their quote. The hierarchy is closed: every
 * kind is a record of this package, and a walk over the tree is a {@link Visitor} (or a
 * {@link TreeScanner}), so a new kind fails to compile wherever it is not handled.
 */
public sealed interface Node permits Expression, Statement, Member, TypeNode, Case, Formal,
        CatchClause, EnumConstant, TypeParameter, VariableDeclarator {
    /** The position in the quote's {@code .jjava} file, packed by {@link Position#of}. */
    int position();

    /** Calls the method of {@code visitor} for this node's kind. */
    <R> R accept(Visitor<R> visitor);
}
