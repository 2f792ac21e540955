package dev.jumbo.marshal.write;

import java.lang.ref.SoftReference;
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
    private static final ThreadLocal<Spare> SPARE = new ThreadLocal<>();

    /** A thread's spare arrays, softly held, and whether a stream of the thread has them now. */
    private static final class Spare {
        SoftReference<Kept> kept = new SoftReference<>(null);
        boolean lent;
    }

    /**
     * The thread's spare, made on first use (not {@code ThreadLocal.withInitial}: its lambda
     * would be a hidden class spun when the first stream opens).
     */
    private static Spare spare() {
        Spare spare = SPARE.get();
        if (spare == null) {
            spare = new Spare();
            SPARE.set(spare);
        }
        return spare;
    }

    /** The two arrays of a table, kept together; the holder is reused, so a release allocates nothing. */
    private static final class Kept {
        IdentityHandleTable originals;
        Object[] replacements;
    }

    /** The originals, numbered in the order they were replaced; null until the first replacement. */
    private IdentityHandleTable originals;
    /** By the original's number. */
    private Object[] replacements = NO_REPLACEMENTS;
    /** Whether {@link #originals} came from the thread's spare, and so goes back to it on {@link #release}. */
    private boolean fromSpare;

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
        if (fromSpare) {
            Spare spare = spare();
            Kept kept = spare.kept.get();
            if (kept == null) {
                kept = new Kept();
                spare.kept = new SoftReference<>(kept);
            }
            kept.originals = originals;
            kept.replacements = replacements;
            spare.lent = false;
        }
        originals = null;
        replacements = NO_REPLACEMENTS;
        fromSpare = false;
    }

    private void take() {
        Spare spare = spare();
        Kept kept = spare.lent ? null : spare.kept.get();
        if (kept == null || kept.originals == null) {
            originals = new IdentityHandleTable();
            fromSpare = !spare.lent;
            spare.lent |= fromSpare;
            return;
        }
        spare.lent = true;
        fromSpare = true;
        originals = kept.originals;
        replacements = kept.replacements;
        kept.originals = null;
        kept.replacements = null;
    }
}
