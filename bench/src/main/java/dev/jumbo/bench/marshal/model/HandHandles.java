package dev.jumbo.bench.marshal.model;

import java.util.Arrays;

/**
 * The handle table of the hand-specialized writers (the format's limits, benchmark peers): a
 * counter of handles, and an open-addressing identity table, at most half full, for the objects
 * (descriptors and type strings are numbered but never looked up by identity). A clear fills
 * the whole table: each limit writes streams of one size, so the table stays as small as its
 * streams need, and one sequential fill costs less than tracking the slots a stream filled
 * (which made the {@code Dummy} writer's streams a sixth slower).
 */
public final class HandHandles {
    private Object[] keys = new Object[1 << 6];
    private int[] values = new int[1 << 6];
    private int objects;
    private int count;

    /** Takes the next handle for something never looked up (a descriptor). */
    public int next() {
        return count++;
    }

    /** The object's handle in this stream, or -1. */
    public int lookup(Object object) {
        int mask = keys.length - 1;
        for (int slot = System.identityHashCode(object) & mask; ; slot = (slot + 1) & mask) {
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
        objects++;
    }

    /** Forgets every handle, for the next stream. */
    public void clear() {
        Arrays.fill(keys, null);
        objects = 0;
        count = 0;
    }

    private void insert(Object object, int handle) {
        int mask = keys.length - 1;
        int slot = System.identityHashCode(object) & mask;
        while (keys[slot] != null) {
            slot = (slot + 1) & mask;
        }
        keys[slot] = object;
        values[slot] = handle;
    }

    private void grow() {
        Object[] oldKeys = keys;
        int[] oldValues = values;
        keys = new Object[2 * oldKeys.length];
        values = new int[2 * oldValues.length];
        for (int slot = 0; slot < oldKeys.length; slot++) {
            if (oldKeys[slot] != null) {
                insert(oldKeys[slot], oldValues[slot]);
            }
        }
    }
}
