package dev.jumbo.marshal.io;

import java.lang.reflect.Array;

/**
 * How a reader allocates an array whose length the stream claims: a first chunk, then at most
 * doubling what has been filled, so that no allocation exceeds twice the bytes the stream has
 * actually delivered (plus the first chunk). A length of 2^31-1 backed by ten bytes allocates
 * one first chunk and then fails with an {@code EOFException}.
 */
public final class ArrayChunks {
    /** Elements allocated before any has been read; arrays up to this length are allocated at once. */
    public static final int FIRST_CHUNK = 8192;

    private ArrayChunks() {
    }

    /** The next capacity once {@code capacity} elements are filled, towards {@code length}. */
    public static int nextCapacity(int capacity, int length) {
        long doubled = Math.max((long) capacity * 2, FIRST_CHUNK);
        return (int) Math.min(doubled, length);
    }

    /** A copy of the array (of any component type) with the new length. */
    public static Object copyOf(Object array, int length) {
        Object larger = Array.newInstance(array.getClass().getComponentType(), length);
        System.arraycopy(array, 0, larger, 0, Math.min(Array.getLength(array), length));
        return larger;
    }
}
