package dev.jumbo.marshal.write;

import java.util.Arrays;

/**
 * Objects replaced by {@code writeReplace} or {@code replaceObject}, and their replacements, so
 * that writing the original again writes (a reference to) the same replacement without calling
 * {@code writeReplace} again. Cleared with the handle table.
 */
public final class ReplacementTable {
    private final IdentityHandleTable originals = new IdentityHandleTable();
    private static final Object[] NO_REPLACEMENTS = {};

    /** By the original's number; allocated on first use: most streams replace nothing. */
    private Object[] replacements = NO_REPLACEMENTS;

    /** Records that {@code original} is written as {@code replacement} (which may be null). */
    public void assign(Object original, Object replacement) {
        int index = originals.assign(original);
        if (index == replacements.length) {
            replacements = Arrays.copyOf(replacements, Math.max(16, index * 2));
        }
        replacements[index] = replacement;
    }

    /** The replacement recorded for {@code obj}, or {@code obj} itself. */
    public Object lookup(Object obj) {
        int index = originals.lookup(obj);
        return index >= 0 ? replacements[index] : obj;
    }

    public void clear() {
        if (originals.size() > 0) {
            Arrays.fill(replacements, 0, originals.size(), null);
            originals.clear();
        }
    }
}
