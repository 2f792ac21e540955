package dev.jumbo.marshal;

import static java.io.ObjectStreamConstants.TC_ARRAY;

import dev.jumbo.marshal.io.BlockDataOutput;
import dev.jumbo.marshal.model.SerialClass;
import java.io.IOException;

/**
 * The newArray rule of {@link ReflectiveObjectOutputStream}: loaded by the first array a stream
 * writes. Object arrays' elements go back through the stream's object rule, one by one.
 *
 * <pre>
 *   newArray:  TC_ARRAY classDesc newHandle (int)size values[size]
 * </pre>
 */
final class ArrayWriting {
    private ArrayWriting() {
    }

    /** newArray: TC_ARRAY classDesc newHandle (int)size values[size]. */
    static void writeNewArray(ReflectiveObjectOutputStream stream, Object array, SerialClass desc, boolean unshared)
            throws IOException {
        BlockDataOutput output = stream.output;
        output.writeByte(TC_ARRAY);
        stream.writeClassDesc(desc, false);
        stream.handles.assign(unshared ? null : array);
        if (array instanceof Object[] elements) {
            output.writeInt(elements.length);
            for (Object element : elements) {
                stream.writeContent(element, false);
            }
        } else {
            writePrimitiveArrayValues(output, array);
        }
    }

    /** (int)size values[size] of a primitive array: the raw values, which are no objects and take no handles. */
    private static void writePrimitiveArrayValues(BlockDataOutput output, Object array) throws IOException {
        if (array instanceof int[] values) {
            output.writeInt(values.length);
            for (int value : values) {
                output.writeInt(value);
            }
        } else if (array instanceof byte[] values) {
            output.writeInt(values.length);
            output.write(values, 0, values.length);
        } else if (array instanceof long[] values) {
            output.writeInt(values.length);
            for (long value : values) {
                output.writeLong(value);
            }
        } else if (array instanceof float[] values) {
            output.writeInt(values.length);
            for (float value : values) {
                output.writeFloat(value);
            }
        } else if (array instanceof double[] values) {
            output.writeInt(values.length);
            for (double value : values) {
                output.writeDouble(value);
            }
        } else if (array instanceof short[] values) {
            output.writeInt(values.length);
            for (short value : values) {
                output.writeShort(value);
            }
        } else if (array instanceof char[] values) {
            output.writeInt(values.length);
            for (char value : values) {
                output.writeChar(value);
            }
        } else if (array instanceof boolean[] values) {
            output.writeInt(values.length);
            for (boolean value : values) {
                output.writeBoolean(value);
            }
        } else {
            throw new IllegalArgumentException("not an array: " + array.getClass().getName());
        }
    }
}
