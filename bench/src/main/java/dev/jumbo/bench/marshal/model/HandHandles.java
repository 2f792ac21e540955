package dev.jumbo.bench.marshal.model;

import java.util.Arrays;

/**
 * The handle table of the hand-specialized writers (the format's limits, benchmark peers): a
 * counter of handles, and an open-addressing identity table, at most half full, for the objects
 * (descriptors and type strings are numbered but never looked up by identity). A clear empties
 * only the slots the stream filled, or the whole table in one fill when they are many, so that a
 * stream of one small message costs no sweep of a table a large stream grew.
 */
public final class HandHandles {
    private Object[] keys = new Object[1 << 6];
    private int[] values = new int[1 << 6];
    private int[] filled = new int[1 << 5];
    private int objects;
    private int count;

    /** Takes the next handle for something never looked up (a descriptor). */
    public int next() {
        return count++;
    }

    /** The object's handle in this stream, or -1. */
    public int lookup(Object object) {
        int mask = keys.length - 1;
        for (int slot = slotOf(object, mask); ; slot = (slot + 1) & mask) {
            Object key = keys[slot];
            if (key == object) {
                return values[slot];
            }
            if (key == null) {
                return -1;
            }
        }
    }

    /** Gives the object (not in the table) the next handle. */
    public void assign(Object object) {
        if (2 * (objects + 1) > keys.length) {
            grow();
        }
        insert(object, count++);
    }

    /** Forgets every handle, for the next stream. */
    public void clear() {
        if (objects >= keys.length / 4) {
            Arrays.fill(keys, null);
        } else {
            for (int i = 0; i < objects; i++) {
                keys[filled[i]] = null;
            }
        }
        objects = 0;
        count = 0;
    }

    private void insert(Object object, int handle) {
        int mask = keys.length - 1;
        int slot = slotOf(object, mask);
        while (keys[slot] != null) {
            slot = (slot + 1) & mask;
        }
        keys[slot] = object;
        values[slot] = handle;
        filled[objects++] = slot;
    }

    private static int slotOf(Object object, int mask) {
        int hash = System.identityHashCode(object) * 0x9E3779B9;
        return (hash ^ hash >>> 16) & mask;
    }

    private void grow() {
        Object[] oldKeys = keys;
        int[] oldValues = values;
        keys = new Object[2 * oldKeys.length];
        values = new int[2 * oldValues.length];
        filled = new int[oldKeys.length];
        objects = 0;
        for (int slot = 0; slot < oldKeys.length; slot++) {
            if (oldKeys[slot] != null) {
                insert(oldKeys[slot], oldValues[slot]);
            }
        }
    }
}
