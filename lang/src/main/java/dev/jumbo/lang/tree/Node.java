package dev.jumbo.lang.tree;

/**
 * A node of a partially compiled fragment. Nodes are immutable and may be shared by many
 * fragments; they carry only their position inside their quote.
 */
public interface Node {
    /** The position in the quote's {@code .jjava} file, packed by {@link Position#of}. */
    int position();
}
