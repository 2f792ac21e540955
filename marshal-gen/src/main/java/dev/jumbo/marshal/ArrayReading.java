package dev.jumbo.marshal;

import dev.jumbo.marshal.io.ArrayChunks;
import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.ReadHandleTable;
import dev.jumbo.marshal.read.ReadPlatformBehaviour;
import dev.jumbo.marshal.read.StreamDescriptor;
import java.io.IOException;
import java.io.StreamCorruptedException;
import java.lang.reflect.Array;

/**
 * The newArray rule of {@link ReflectiveObjectInputStream}, and the reading of one object array
 * in progress: an instance is what the handle of a long object array holds while its elements
 * are read, grown with them, or completed to full length on demand (a back-reference to the
 * array from one of its own elements, {@link ReflectiveObjectInputStream#readPrevObject}). The
 * rule and the array in progress are one class, loaded by the first back-reference a stream
 * reads, which must ask whether its object is such an array.
 */
final class ArrayReading {
    Object[] array;
    private final int length;
    private boolean complete;

    private ArrayReading(Class<?> componentType, int length) {
        this.length = length;
        this.array = (Object[]) Array.newInstance(componentType, Math.min(length, ArrayChunks.FIRST_CHUNK));
        this.complete = array.length == length;
    }

    /**
     * newArray: TC_ARRAY classDesc newHandle (int)size values[size]. The filter sees the array
     * class and length before anything is allocated; the array then grows with the values read
     * (see {@link ArrayChunks}).
     */
    static Object readNewArray(ReflectiveObjectInputStream stream, boolean unshared) throws IOException {
        BlockDataInput input = stream.input;
        ReadHandleTable handles = stream.handles;
        input.readByte();
        StreamDescriptor desc = stream.readClassDesc(false);
        int length = input.readInt();
        if (length < 0 && ReadPlatformBehaviour.negativeArrayLengthIsCorruption()) {
            throw new StreamCorruptedException("Array length is negative");
        }
        Class<?> type = desc.localClass();
        stream.filterCheck(type, length);
        Class<?> componentType = null;
        if (type != null) {
            componentType = type.getComponentType();
            if (componentType == null) {
                throw new NullPointerException("array descriptor of a class that is not an array: " + type.getName());
            }
            if (length < 0) {
                throw new NegativeArraySizeException(String.valueOf(length));
            }
        }
        if (componentType == null) {
            int handle = stream.assignHandle(null, unshared);
            stream.markResolveException(handle, desc);
            for (int i = 0; i < length; i++) {
                stream.readContent(false);
            }
            handles.finish(handle);
            stream.passHandle = handle;
            return null;
        }
        if (componentType.isPrimitive()) {
            if (length <= ArrayChunks.FIRST_CHUNK) {
                Object array = Array.newInstance(componentType, length);
                int handle = stream.assignHandle(array, unshared);
                stream.markResolveException(handle, desc);
                input.readPrimitiveValues(array, length);
                handles.finish(handle);
                stream.passHandle = handle;
                return array;
            }
            int handle = handles.assign(unshared ? ReflectiveObjectInputStream.UNSHARED : null);
            stream.markResolveException(handle, desc);
            Object array = input.readPrimitiveArray(componentType, length);
            if (!unshared) {
                handles.setObject(handle, array);
            }
            handles.finish(handle);
            stream.passHandle = handle;
            return array;
        }
        return readObjectArrayValues(stream, desc, componentType, length, unshared);
    }

    /**
     * values[size] of an object array. Up to {@link ArrayChunks#FIRST_CHUNK} elements the array is
     * allocated at once; a longer one grows as elements arrive, and its handle holds its
     * {@link ArrayReading} meanwhile: a back-reference to the array from one of its own elements
     * completes it to full length at that moment (so identity is kept; the length is then
     * allocated before its elements have been read, as the JDK always does).
     */
    private static Object readObjectArrayValues(ReflectiveObjectInputStream stream, StreamDescriptor desc,
                                                Class<?> componentType, int length, boolean unshared) throws IOException {
        ReadHandleTable handles = stream.handles;
        ArrayReading pending = new ArrayReading(componentType, length);
        int handle = handles.assign(unshared ? ReflectiveObjectInputStream.UNSHARED : pending.entry());
        stream.markResolveException(handle, desc);
        for (int i = 0; i < length; i++) {
            Object element = stream.readContent(false);
            pending.set(i, element);
            handles.markDependency(handle, stream.passHandle);
        }
        Object array = pending.complete();
        if (!unshared) {
            handles.setObject(handle, array);
        }
        handles.finish(handle);
        stream.passHandle = handle;
        return array;
    }

    /** What the handle holds while elements are read: the array itself when it is already full length. */
    private Object entry() {
        return complete ? array : this;
    }

    private void set(int index, Object element) {
        if (index == array.length) {
            array = (Object[]) ArrayChunks.copyOf(array, ArrayChunks.nextCapacity(array.length, length));
        }
        array[index] = element;
    }

    /** The array at its full length, its elements so far in place. */
    Object[] complete() {
        if (!complete) {
            if (array.length != length) {
                array = (Object[]) ArrayChunks.copyOf(array, length);
            }
            complete = true;
        }
        return array;
    }
}
