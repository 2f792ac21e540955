package dev.jumbo.marshal;

import java.util.Arrays;

/**
 * The stream's handle table: object identity to handle, handles numbered 0, 1, 2... in the
 * order objects are assigned (the wire handle is {@code 0x7e0000 + handle}).
 *
 * <p>Open addressing with linear probing over {@link System#identityHashCode}, kept at most half
 * full; no entry objects, no boxing. An unshared object takes a number but no entry, so it is
 * never found again, as the protocol requires.
 */
public final class IdentityHandleTable {
    private static final int INITIAL_CAPACITY = 64;

    private Object[] keys = new Object[INITIAL_CAPACITY];
    private int[] handles = new int[INITIAL_CAPACITY];
    private int entries;
    private int nextHandle;

    /** The handle of {@code obj}, or -1 when it has none (null never has one). */
    public int lookup(Object obj) {
        if (obj == null) {
            return -1;
        }
        Object[] table = keys;
        int mask = table.length - 1;
        for (int index = indexFor(obj, mask); ; index = (index + 1) & mask) {
            Object key = table[index];
            if (key == obj) {
                return handles[index];
            }
            if (key == null) {
                return -1;
            }
        }
    }

    /** Gives {@code obj} the next handle; {@code null} (an unshared object) only uses the number up. */
    public int assign(Object obj) {
        int handle = nextHandle++;
        if (obj != null) {
            if (2 * (entries + 1) > keys.length) {
                grow();
            }
            insert(obj, handle);
            entries++;
        }
        return handle;
    }

    /** How many handles were given out, unshared ones included. */
    public int size() {
        return nextHandle;
    }

    /** Forgets every handle: the effect of {@code TC_RESET}. */
    public void clear() {
        if (nextHandle == 0) {
            return;
        }
        if (keys.length > INITIAL_CAPACITY * 16) {
            keys = new Object[INITIAL_CAPACITY];
            handles = new int[INITIAL_CAPACITY];
        } else {
            Arrays.fill(keys, null);
        }
        entries = 0;
        nextHandle = 0;
    }

    private void insert(Object obj, int handle) {
        int mask = keys.length - 1;
        int index = indexFor(obj, mask);
        while (keys[index] != null) {
            index = (index + 1) & mask;
        }
        keys[index] = obj;
        handles[index] = handle;
    }

    private void grow() {
        Object[] oldKeys = keys;
        int[] oldHandles = handles;
        keys = new Object[oldKeys.length * 2];
        handles = new int[oldKeys.length * 2];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                insert(oldKeys[i], oldHandles[i]);
            }
        }
    }

    /** Fibonacci hashing spreads identity hash codes that differ only in their high bits. */
    private static int indexFor(Object obj, int mask) {
        int hash = System.identityHashCode(obj) * 0x9E3779B9;
        return (hash ^ (hash >>> 16)) & mask;
    }
}
