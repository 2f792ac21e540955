package dev.jumbo.marshal;

import java.util.Arrays;

/**
 * Objects replaced by {@code writeReplace} or {@code replaceObject}, and their replacements, so
 * that writing the original again writes (a reference to) the same replacement without calling
 * {@code writeReplace} again. Cleared with the handle table.
 */
public final class ReplacementTable {
    private final IdentityHandleTable originals = new IdentityHandleTable();
    private Object[] replacements = new Object[16];

    /** Records that {@code original} is written as {@code replacement} (which may be null). */
    public void assign(Object original, Object replacement) {
        int index = originals.assign(original);
        if (index == replacements.length) {
            replacements = Arrays.copyOf(replacements, index * 2);
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
