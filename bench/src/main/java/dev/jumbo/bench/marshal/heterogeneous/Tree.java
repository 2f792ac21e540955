package dev.jumbo.bench.marshal.heterogeneous;

import java.io.Serializable;

/**
 * The root of the heterogeneous workload's classes: a syntax tree of program fragments, like
 * the partially compiled {@code Code} objects the paper serialized for its Table 4. Only
 * statements and declarations carry a position.
 */
public abstract class Tree implements Serializable {
    private static final long serialVersionUID = 1L;

    Support.SourcePosition position;
}
