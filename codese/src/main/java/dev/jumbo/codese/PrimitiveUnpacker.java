package dev.jumbo.codese;

import java.io.InvalidObjectException;
import java.nio.ByteBuffer;

/** The inverse of {@link PrimitivePacker#pack}: big-endian elements into a primitive array. */
final class PrimitiveUnpacker {
    private PrimitiveUnpacker() {
    }

    static void fill(Object array, int offset, byte[] packed) throws InvalidObjectException {
        ByteBuffer data = ByteBuffer.wrap(packed);
        try {
            if (array instanceof byte[] values) {
                data.get(values, offset, packed.length);
            } else if (array instanceof boolean[] values) {
                for (int i = 0; i < packed.length; i++) {
                    values[offset + i] = packed[i] != 0;
                }
            } else if (array instanceof char[] values) {
                data.asCharBuffer().get(values, offset, packed.length / 2);
            } else if (array instanceof short[] values) {
                data.asShortBuffer().get(values, offset, packed.length / 2);
            } else if (array instanceof int[] values) {
                data.asIntBuffer().get(values, offset, packed.length / 4);
            } else if (array instanceof long[] values) {
                data.asLongBuffer().get(values, offset, packed.length / 8);
            } else if (array instanceof float[] values) {
                data.asFloatBuffer().get(values, offset, packed.length / 4);
            } else if (array instanceof double[] values) {
                data.asDoubleBuffer().get(values, offset, packed.length / 8);
            } else {
                throw new InvalidObjectException("not a primitive array: " + (array == null ? null : array.getClass()));
            }
        } catch (IndexOutOfBoundsException | java.nio.BufferUnderflowException e) {
            throw (InvalidObjectException) new InvalidObjectException("packed primitives do not fit the array")
                    .initCause(e);
        }
    }
}
