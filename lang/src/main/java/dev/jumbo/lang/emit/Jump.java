package dev.jumbo.lang.emit;

import org.objectweb.asm.Label;

/** A target of {@code break} / {@code continue}: a loop, a switch, or a labelled statement. */
final class Jump {
    final String label;
    final Label breakLabel;
    final Label continueLabel;
    final boolean breakableUnlabelled;
    final int cleanupDepth;
    boolean broken;
    boolean continued;
    /** The definite-assignment states joined over the breaks and the continues (null: none, or vacuous). */
    java.util.BitSet breakState;
    java.util.BitSet continueState;
    /** Marks the start of a switch expression, which jumps may not leave. */
    boolean switchExpressionBoundary;

    Jump(String label, Label breakLabel, Label continueLabel, boolean breakableUnlabelled, int cleanupDepth) {
        this.label = label;
        this.breakLabel = breakLabel;
        this.continueLabel = continueLabel;
        this.breakableUnlabelled = breakableUnlabelled;
        this.cleanupDepth = cleanupDepth;
    }
}
