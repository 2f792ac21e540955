package dev.jumbo.lang.emit;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Label;

/**
 * Code that must run when control leaves a region early: a {@code finally} block or a
 * {@code monitorexit}. The region's exception handler must not cover the copies emitted for
 * jumps, so the region is kept as a list of covered ranges with gaps at those copies.
 */
final class Cleanup {
    interface Body {
        void emit(MethodContext m);
    }

    private final Body body;
    private final List<Label> starts = new ArrayList<>();
    private final List<Label> ends = new ArrayList<>();

    Cleanup(Body body, Label start) {
        this.body = body;
        starts.add(start);
    }

    /** Emits a copy of the cleanup for a jump out of the region, leaving it uncovered. */
    void emitForJump(MethodContext m) {
        Label gapStart = new Label();
        m.assembler.visitLabel(gapStart);
        ends.add(gapStart);
        body.emit(m);
        Label resume = new Label();
        m.assembler.visitLabel(resume);
        starts.add(resume);
    }

    /** Closes the region at {@code end}; returns the covered ranges as start/end pairs. */
    List<Label[]> close(Label end) {
        ends.add(end);
        List<Label[]> ranges = new ArrayList<>();
        for (int i = 0; i < starts.size(); i++) {
            ranges.add(new Label[] {starts.get(i), ends.get(i)});
        }
        return ranges;
    }
}
