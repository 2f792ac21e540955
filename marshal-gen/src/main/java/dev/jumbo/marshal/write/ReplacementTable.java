package dev.jumbo.marshal.write;

import dev.jumbo.marshal.io.ThreadSpare;
import java.util.Arrays;

/**
 * Objects replaced by {@code writeReplace} or {@code replaceObject}, and their replacements, so
 * that writing the original again writes (a reference to) the same replacement without calling
 * {@code writeReplace} again. Cleared with the handle table.
 *
 * <p>Most streams replace nothing, and a short one replaces a few objects (a {@code LocalDate}
 * field is one). So the arrays are taken on the first replacement, from the thread's spare,
 * the table its last closed stream used ({@link #release}), as the handle table is: a stream
 * per message does not grow them afresh.
 */
public final class ReplacementTable {
    private static final Object[] NO_REPLACEMENTS = {};
    private static final ThreadSpare<Kept> SPARE = new ThreadSpare<>();

    /** The two arrays of a table, kept together as the thread's spare. */
    private static final class Kept {
        final IdentityHandleTable originals;
        final Object[] replacements;

        Kept(IdentityHandleTable originals, Object[] replacements) {
            this.originals = originals;
            this.replacements = replacements;
        }
    }

    /** The originals, numbered in the order they were replaced; null until the first replacement. */
    private IdentityHandleTable originals;
    /** By the original's number. */
    private Object[] replacements = NO_REPLACEMENTS;
    /** What the thread's spare gave, given back as it is when the arrays did not grow. */
    private Kept taken;
    /** The stream's holder of the thread's spares. */
    private final ThreadSpare.Holder spares;

    public ReplacementTable(ThreadSpare.Holder spares) {
        this.spares = spares;
    }

    /** Records that {@code original} is written as {@code replacement} (which may be null). */
    public void assign(Object original, Object replacement) {
        if (originals == null) {
            take();
        }
        int index = originals.assign(original);
        if (index == replacements.length) {
            replacements = Arrays.copyOf(replacements, Math.max(16, index * 2));
        }
        replacements[index] = replacement;
    }

    /** The replacement recorded for {@code obj}, or {@code obj} itself. */
    public Object lookup(Object obj) {
        if (originals == null) {
            return obj;
        }
        int index = originals.lookup(obj);
        return index >= 0 ? replacements[index] : obj;
    }

    /** Forgets every replacement, in proportion to the replacements recorded. */
    public void clear() {
        if (originals != null && originals.size() > 0) {
            Arrays.fill(replacements, 0, originals.size(), null);
            originals.clear();
        }
    }

    /**
     * At the stream's close: clears the table and gives its arrays to the thread's next stream.
     * The table stays usable (a write after close, which the JDK allows, takes arrays anew).
     */
    public void release() {
        if (originals == null) {
            return;
        }
        clear();
        boolean unchanged = taken != null && taken.originals == originals && taken.replacements == replacements;
        SPARE.giveBack(spares, unchanged ? taken : new Kept(originals, replacements));
        originals = null;
        replacements = NO_REPLACEMENTS;
        taken = null;
    }

    private void take() {
        taken = SPARE.take(spares);
        if (taken == null) {
            originals = new IdentityHandleTable();
            return;
        }
        originals = taken.originals;
        replacements = taken.replacements;
    }
}
