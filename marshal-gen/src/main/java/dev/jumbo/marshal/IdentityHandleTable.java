package dev.jumbo.marshal;

import java.util.Arrays;

/**
 * The stream's handle table: object identity to handle, handles numbered 0, 1, 2... in the
 * order objects are assigned (the wire handle is {@code 0x7e0000 + handle}).
 *
 * <p>Hash chains over {@link System#identityHashCode}, with the entries stored by handle: a
 * bucket array holds the first handle of each chain, and the objects, their hashes and the chain
 * links are arrays indexed by handle. Most lookups are of new objects and miss; they cost one
 * random access (the bucket) when its chain is empty, and assigning the next handle then writes
 * the by-handle arrays in order. A found entry moves to the front of its chain, so the objects
 * looked up again and again (class descriptors) stay one step away. Growing rebuilds the
 * buckets from the stored hashes without touching the objects. No entry objects, no boxing. An
 * unshared object takes a number but no entry, so it is never found again, as the protocol
 * requires.
 */
public final class IdentityHandleTable {
    /** Entries of a new table; it has twice as many buckets. Small: many streams write few objects. */
    private static final int INITIAL_CAPACITY = 32;
    private static final int[] NO_INTS = {};
    private static final Object[] NO_OBJECTS = {};

    /** The first handle + 1 of each chain; 0 is an empty chain. Kept at most half loaded; allocated on first use. */
    private int[] buckets = NO_INTS;
    /** By handle: the object (null for an unshared one), its hash, the next handle + 1 of its chain. */
    private Object[] objects = NO_OBJECTS;
    private int[] hashes = NO_INTS;
    private int[] next = NO_INTS;
    private int entries;
    private int nextHandle;

    /** The handle of {@code obj}, or -1 when it has none (null never has one). */
    public int lookup(Object obj) {
        if (entries == 0 || obj == null) {
            return -1;
        }
        int[] table = buckets;
        int bucket = hash(obj) & (table.length - 1);
        int handle = table[bucket] - 1;
        if (handle < 0 || objects[handle] == obj) {
            return handle;
        }
        return lookupFurther(obj, bucket, handle);
    }

    /** The rest of a chain whose first entry is not {@code obj}; a found entry moves to the front. */
    private int lookupFurther(Object obj, int bucket, int first) {
        int previous = first;
        int handle = next[first] - 1;
        while (handle >= 0) {
            if (objects[handle] == obj) {
                next[previous] = next[handle];
                next[handle] = first + 1;
                buckets[bucket] = handle + 1;
                return handle;
            }
            previous = handle;
            handle = next[handle] - 1;
        }
        return -1;
    }

    /** Gives {@code obj} the next handle; {@code null} (an unshared object) only uses the number up. */
    public int assign(Object obj) {
        int handle = nextHandle++;
        if (handle == objects.length) {
            growEntries();
        }
        if (obj != null) {
            if (2 * (entries + 1) > buckets.length) {
                growBuckets();
            }
            int hash = hash(obj);
            int bucket = hash & (buckets.length - 1);
            objects[handle] = obj;
            hashes[handle] = hash;
            next[handle] = buckets[bucket];
            buckets[bucket] = handle + 1;
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
        if (objects.length > INITIAL_CAPACITY * 64) {
            buckets = NO_INTS;
            objects = NO_OBJECTS;
            hashes = NO_INTS;
            next = NO_INTS;
        } else {
            Arrays.fill(buckets, 0);
            Arrays.fill(objects, 0, nextHandle, null);
        }
        entries = 0;
        nextHandle = 0;
    }

    private void growEntries() {
        int capacity = Math.max(INITIAL_CAPACITY, objects.length * 2);
        objects = Arrays.copyOf(objects, capacity);
        hashes = Arrays.copyOf(hashes, capacity);
        next = Arrays.copyOf(next, capacity);
    }

    /** Rebuilds the chains into twice as many buckets, from the stored hashes, in handle order. */
    private void growBuckets() {
        int[] table = new int[Math.max(2 * INITIAL_CAPACITY, buckets.length * 2)];
        int mask = table.length - 1;
        for (int handle = 0; handle < nextHandle - 1; handle++) {
            if (objects[handle] != null) {
                int bucket = hashes[handle] & mask;
                next[handle] = table[bucket];
                table[bucket] = handle + 1;
            }
        }
        buckets = table;
    }

    /** Fibonacci hashing spreads identity hash codes that differ only in their high bits. */
    private static int hash(Object obj) {
        int hash = System.identityHashCode(obj) * 0x9E3779B9;
        return hash ^ (hash >>> 16);
    }
}
