package dev.jumbo.marshal.write;

import dev.jumbo.marshal.model.SerialClass;
import java.util.Arrays;

/**
 * The handles of the class descriptors written into one stream: a small open-addressing
 * identity map from {@link SerialClass} to handle, part of the {@link IdentityHandleTable}.
 * A stream writes few descriptors and looks one up for every object, so they get a table that
 * stays in the cache.
 */
final class DescriptorHandles {
    private static final int INITIAL_CAPACITY = 16;
    /**
     * A cleared table is dropped when it has this many times more slots than its stream needed.
     * A thread's handle table goes from stream to stream; without this, each small message after
     * a stream of 200 classes cleared 512 slots, a third of its writing time.
     */
    private static final int SPARE_SLOTS_PER_NEEDED = 4;

    private static final SerialClass[] NO_KEYS = {};
    private static final int[] NO_HANDLES = {};

    /** Linear probing, at most half full; allocated on first use. */
    private SerialClass[] keys = NO_KEYS;
    private int[] handles = NO_HANDLES;
    private int size;

    /** The handle of {@code desc}, or -1. */
    int lookup(SerialClass desc) {
        SerialClass[] table = keys;
        if (size == 0) {
            return -1;
        }
        int mask = table.length - 1;
        for (int slot = IdentityHandleTable.hash(desc) & mask; ; slot = (slot + 1) & mask) {
            SerialClass key = table[slot];
            if (key == desc) {
                return handles[slot];
            }
            if (key == null) {
                return -1;
            }
        }
    }

    /** Records {@code desc}'s handle (a descriptor written again, unshared before, takes its new handle). */
    void put(SerialClass desc, int handle) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int slot = IdentityHandleTable.hash(desc) & mask;
        while (keys[slot] != null && keys[slot] != desc) {
            slot = (slot + 1) & mask;
        }
        if (keys[slot] == null) {
            size++;
        }
        keys[slot] = desc;
        handles[slot] = handle;
    }

    /**
     * Forgets every descriptor, at a cost in proportion to this stream's descriptors: a table
     * more than {@link #SPARE_SLOTS_PER_NEEDED} times larger than they need, grown by an earlier
     * stream of many classes on this thread, is dropped (the next stream starts small again);
     * otherwise its slots are cleared. Returns the number of slots written.
     */
    int clear() {
        if (size == 0) {
            return 0;
        }
        int length = keys.length;
        if (length > SPARE_SLOTS_PER_NEEDED * Math.max(2 * size, INITIAL_CAPACITY)) {
            keys = NO_KEYS;
            handles = NO_HANDLES;
            size = 0;
            return 0;
        }
        Arrays.fill(keys, null);
        size = 0;
        return length;
    }

    private void grow() {
        SerialClass[] oldKeys = keys;
        int[] oldHandles = handles;
        keys = new SerialClass[Math.max(INITIAL_CAPACITY, 2 * oldKeys.length)];
        handles = new int[keys.length];
        size = 0;
        for (int slot = 0; slot < oldKeys.length; slot++) {
            if (oldKeys[slot] != null) {
                put(oldKeys[slot], oldHandles[slot]);
            }
        }
    }
}
