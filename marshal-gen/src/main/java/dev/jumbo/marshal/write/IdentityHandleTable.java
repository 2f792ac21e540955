package dev.jumbo.marshal.write;

import dev.jumbo.marshal.io.ThreadSpare;
import dev.jumbo.marshal.model.SerialClass;
import java.util.Arrays;

/**
 * The stream's handle table: object identity to handle, handles numbered 0, 1, 2... in the
 * order objects are assigned (the wire handle is {@code 0x7e0000 + handle}).
 *
 * <p>Hash chains over {@link System#identityHashCode}, with the entries stored by handle: a
 * bucket array holds the first handle of each chain, the objects are an array indexed by handle,
 * and each handle's hash and chain link sit side by side in one {@code int} array, so walking a
 * chain compares hashes without touching the objects. Most lookups are of new objects and
 * miss; they cost one random access (the bucket) when its chain is empty, and assigning the
 * next handle then writes the by-handle arrays in order. A found entry moves to the front of its
 * chain. Growing rebuilds the buckets from the stored hashes without touching the objects. No
 * entry objects, no boxing. An unshared object takes a number but no entry, so it is never
 * found again, as the protocol requires.
 *
 * <p>Class descriptors are kept apart ({@link #lookupDescriptor}, {@link #assignDescriptor}):
 * every object looks its descriptor up, and a handful of them in a small table of their own
 * stay in the cache instead of lengthening the chains of the objects' table.
 */
public final class IdentityHandleTable {
    /** Entries of a new table; it has twice as many buckets. Small: many streams write few objects. */
    private static final int INITIAL_CAPACITY = 32;
    /**
     * A cleared table drops its buckets when they are this many times more than its stream's
     * entries. The buckets are the one array a lookup reaches at random: a few objects hashed over
     * the buckets of a large stream before them each cost a cache miss, so a small stream after a
     * large one would be slower than alone. It starts again with a small bucket array; the entry
     * arrays, reached in handle order, are kept.
     */
    private static final int SPARE_BUCKETS_PER_ENTRY = 16;
    /** A cleared table keeps arrays for up to this many entries (about 2 MiB); larger ones go. */
    private static final int KEPT_ENTRIES = 1 << 17;
    /** Entries at or above this fraction of the buckets have them cleared all at once (see {@link #clearUsedBuckets}). */
    private static final int DENSE_CLEAR_DIVISOR = 4;
    /**
     * An array of at least this many slots is cleared by allocating a zeroed one of the same size
     * instead of a fill: the JVM zeroes new memory in native code, where {@code Arrays.fill} runs
     * interpreted for its first tens of thousands of slots in a fresh JVM (a large stream's close
     * took 3 ms so, 8 % of a first {@code Dummy} ×20k write); compiled, the two cost about the same.
     */
    private static final int REALLOCATED_CLEAR = 4096;
    private static final int[] NO_INTS = {};
    private static final Object[] NO_OBJECTS = {};

    /** The first handle + 1 of each chain; 0 is an empty chain. Kept at most half loaded; allocated on first use. */
    private int[] buckets = NO_INTS;
    /** By handle: the object (null for an unshared one or a descriptor). */
    private Object[] objects = NO_OBJECTS;
    /** By handle h: at 2h its hash, at 2h + 1 the next handle + 1 of its chain. */
    private int[] links = NO_INTS;
    private int entries;
    private int nextHandle;
    /** Allocated on first use: the replacement table never has any. */
    private DescriptorHandles descriptors;

    /** Each thread's spare table, cleared: the one its last closed stream used. */
    private static final ThreadSpare<IdentityHandleTable> SPARE = new ThreadSpare<>();

    /**
     * A cleared table for a new stream: the thread's spare from {@code spares} if it is free (so
     * that a thread which writes one large stream after another grows the arrays once), else a
     * new one.
     */
    public static IdentityHandleTable take(ThreadSpare.Holder spares) {
        IdentityHandleTable table = SPARE.take(spares);
        return table != null ? table : new IdentityHandleTable();
    }

    /** Keeps a closed stream's cleared table as the thread's spare; the caller uses it no more. */
    public static void giveBack(ThreadSpare.Holder spares, IdentityHandleTable cleared) {
        SPARE.giveBack(spares, cleared);
    }

    /** The handle of {@code obj}, or -1 when it has none (null never has one). */
    public int lookup(Object obj) {
        return entries == 0 || obj == null ? -1 : find(obj, hash(obj));
    }

    /** {@link #lookup} of an object with its hash, in a table with entries. */
    private int find(Object obj, int hash) {
        int bucket = hash & (buckets.length - 1);
        int handle = buckets[bucket] - 1;
        if (handle < 0 || objects[handle] == obj) {
            return handle;
        }
        return lookupFurther(obj, hash, bucket, handle);
    }

    /** The rest of a chain whose first entry is not {@code obj}; a found entry moves to the front. */
    private int lookupFurther(Object obj, int hash, int bucket, int first) {
        int[] chain = links;
        int previous = first;
        int handle = chain[2 * first + 1] - 1;
        while (handle >= 0) {
            if (chain[2 * handle] == hash && objects[handle] == obj) {
                chain[2 * previous + 1] = chain[2 * handle + 1];
                chain[2 * handle + 1] = first + 1;
                buckets[bucket] = handle + 1;
                return handle;
            }
            previous = handle;
            handle = chain[2 * handle + 1] - 1;
        }
        return -1;
    }

    /** Gives {@code obj} the next handle; {@code null} (an unshared object) only uses the number up. */
    public int assign(Object obj) {
        return obj == null ? assignUnshared() : assignHashed(obj, hash(obj));
    }

    /**
     * The handle of {@code obj} (not null) when it has one; else gives it the next handle and
     * returns {@code -1 - handle}. The pair a string takes, a look-up that misses and then the
     * assignment, with one hash and one bucket read instead of two.
     */
    public int lookupOrAssign(Object obj) {
        int hash = hash(obj);
        int found = entries == 0 ? -1 : find(obj, hash);
        return found >= 0 ? found : -1 - assignHashed(obj, hash);
    }

    private int assignUnshared() {
        int handle = nextHandle++;
        if (handle == objects.length) {
            growEntries();
        }
        return handle;
    }

    private int assignHashed(Object obj, int hash) {
        int handle = assignUnshared();
        if (2 * (entries + 1) > buckets.length) {
            growBuckets();
        }
        int bucket = hash & (buckets.length - 1);
        objects[handle] = obj;
        links[2 * handle] = hash;
        links[2 * handle + 1] = buckets[bucket];
        buckets[bucket] = handle + 1;
        entries++;
        return handle;
    }

    /** The handle of a class descriptor written before, or -1. */
    public int lookupDescriptor(SerialClass desc) {
        return descriptors == null ? -1 : descriptors.lookup(desc);
    }

    /** Gives a class descriptor the next handle; {@code null} (an unshared descriptor) only uses the number up. */
    public int assignDescriptor(SerialClass desc) {
        int handle = assign(null);
        if (desc != null) {
            if (descriptors == null) {
                descriptors = new DescriptorHandles();
            }
            descriptors.put(desc, handle);
        }
        return handle;
    }

    /** The number of hash buckets, for tests. */
    int bucketCount() {
        return buckets.length;
    }

    /** How many handles were given out, unshared ones included. */
    public int size() {
        return nextHandle;
    }

    /**
     * Forgets every handle: the effect of {@code TC_RESET}, and of a close before the table goes
     * to the thread's next stream. The cost is in proportion to the handles this stream gave
     * out, not to the arrays' size: a table once grown by a large stream stays cheap for the
     * small streams after it. Returns the number of array slots written, so that a test can
     * hold that promise without timing anything.
     */
    public int clear() {
        if (nextHandle == 0) {
            return 0;
        }
        int touched;
        if (objects.length > KEPT_ENTRIES) {
            buckets = NO_INTS;
            objects = NO_OBJECTS;
            links = NO_INTS;
            touched = 0;
        } else {
            if (buckets.length > SPARE_BUCKETS_PER_ENTRY * Math.max(entries, INITIAL_CAPACITY)) {
                buckets = NO_INTS;
                touched = 0;
            } else {
                touched = clearUsedBuckets();
            }
            if (nextHandle >= REALLOCATED_CLEAR) {
                objects = new Object[objects.length];
            } else {
                Arrays.fill(objects, 0, nextHandle, null);
            }
            touched += nextHandle;
        }
        if (descriptors != null) {
            touched += descriptors.clear();
        }
        entries = 0;
        nextHandle = 0;
        return touched;
    }

    /**
     * Empties the chain of every bucket an entry hashed to: each entry's bucket is found from its
     * stored hash. When the entries are a quarter of the buckets or more, all of them are zeroed
     * instead, at once ({@link #REALLOCATED_CLEAR}), which costs less than as many scattered stores.
     */
    private int clearUsedBuckets() {
        int[] table = buckets;
        if (entries >= table.length / DENSE_CLEAR_DIVISOR) {
            if (table.length >= REALLOCATED_CLEAR) {
                buckets = new int[table.length];
            } else {
                Arrays.fill(table, 0);
            }
            return table.length;
        }
        int mask = table.length - 1;
        int[] chain = links;
        int touched = 0;
        for (int handle = 0; handle < nextHandle; handle++) {
            if (objects[handle] != null) {
                table[chain[2 * handle] & mask] = 0;
                touched++;
            }
        }
        return touched;
    }

    private void growEntries() {
        int capacity = Math.max(INITIAL_CAPACITY, objects.length * 2);
        objects = Arrays.copyOf(objects, capacity);
        links = Arrays.copyOf(links, 2 * capacity);
    }

    /**
     * Rebuilds the chains into twice as many buckets, from the stored hashes, in handle order.
     * The loop reads locals only: a fresh JVM's first large stream runs it interpreted.
     */
    private void growBuckets() {
        int[] table = new int[Math.max(2 * INITIAL_CAPACITY, buckets.length * 2)];
        int mask = table.length - 1;
        int[] chain = links;
        Object[] owners = objects;
        for (int handle = 0, end = nextHandle - 1; handle < end; handle++) {
            if (owners[handle] != null) {
                int bucket = chain[2 * handle] & mask;
                chain[2 * handle + 1] = table[bucket];
                table[bucket] = handle + 1;
            }
        }
        buckets = table;
    }

    /** Fibonacci hashing spreads identity hash codes that differ only in their high bits. */
    static int hash(Object obj) {
        int hash = System.identityHashCode(obj) * 0x9E3779B9;
        return hash ^ (hash >>> 16);
    }
}
