package dev.jumbo.bench.marshal.shortstream;

import static java.io.ObjectStreamConstants.SC_SERIALIZABLE;
import static java.io.ObjectStreamConstants.SC_WRITE_METHOD;
import static java.io.ObjectStreamConstants.STREAM_MAGIC;
import static java.io.ObjectStreamConstants.STREAM_VERSION;
import static java.io.ObjectStreamConstants.TC_BLOCKDATA;
import static java.io.ObjectStreamConstants.TC_CLASSDESC;
import static java.io.ObjectStreamConstants.TC_ENDBLOCKDATA;
import static java.io.ObjectStreamConstants.TC_LONGSTRING;
import static java.io.ObjectStreamConstants.TC_NULL;
import static java.io.ObjectStreamConstants.TC_OBJECT;
import static java.io.ObjectStreamConstants.TC_REFERENCE;
import static java.io.ObjectStreamConstants.TC_STRING;
import static java.io.ObjectStreamConstants.baseWireHandle;

import dev.jumbo.bench.marshal.model.HandHandles;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The format's limit on the short-stream map message: a writer of {@code HashMap<String, Integer>}
 * streams written by hand, byte for byte what {@code java.io.ObjectOutputStream} writes for the
 * same roots, with everything a general writer decides at run time decided here in advance, so
 * that it shows how fast a writer of this format can write one such message per stream. It
 * serves as a benchmark peer only ({@code hand}, for the map shape); nothing else uses it.
 *
 * <p>What it still does, because the stream's semantics need it: an identity handle table over
 * every map, key and value (a shared {@code Integer}, such as the JDK's cached small ones, or a
 * repeated root becomes a back-reference), the descriptors of {@code HashMap} and of
 * {@code Integer} with its superclass {@code Number} once per stream, each with its handle, keys
 * in modified UTF-8 (a long string as {@code TC_LONGSTRING}), {@code null} keys and values, and
 * the map's serial form: its two fields, then in block data the table's capacity and the size,
 * then each key and value, then the end of the block data.
 *
 * <p>What it decides in advance: a map's capacity and threshold are private fields of
 * {@code HashMap}, which the stream carries; this writer derives them from the size, as a map
 * filled by {@code put} from {@code new HashMap<>()} has them (the load factor 0.75, the table
 * doubled from 16 entries whenever the size passes three quarters of it). A map built otherwise
 * (another capacity or load factor, or one that has shrunk) gets bytes the JDK would not write;
 * the shapes it serves are built that way. It skips class lookups, replacement hooks and any
 * check a subclass would need: a subclass of {@code HashMap} is refused, as is a key that is not
 * a {@code String} or a value that is not an {@code Integer}.
 *
 * <p>Stores go straight into one reused array through big-endian byte-array views, and the array
 * is copied to the sink once per stream.
 */
public final class MapHandWriter {
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private static final float LOAD_FACTOR = 0.75f;
    private static final int SMALLEST_TABLE = 16;

    /** newClassDesc of HashMap, then TC_NULL for its superclass: a map's descriptor takes one handle. */
    private static final byte[] MAP_DESCRIPTOR = descriptors(HashMap.class);
    /** newClassDesc of Integer, then of Number, then TC_NULL: two handles, Integer's first. */
    private static final byte[] INTEGER_DESCRIPTOR = descriptors(Integer.class, Number.class);
    /** Room for the largest step but a key: a new value with its descriptors. */
    private static final int VALUE_ROOM = 16 + INTEGER_DESCRIPTOR.length;

    private byte[] buffer = new byte[1 << 12];
    private int position;
    private final HandHandles handles = new HandHandles();
    private int mapDescriptor;
    private int integerDescriptor;

    /** Writes the roots (maps of strings to integers, or null) as one new stream into the sink; returns the stream's length. */
    public int write(Object[] roots, OutputStream sink) throws IOException {
        handles.clear();
        mapDescriptor = -1;
        integerDescriptor = -1;
        SHORT.set(buffer, 0, STREAM_MAGIC);
        SHORT.set(buffer, 2, STREAM_VERSION);
        position = 4;
        for (Object root : roots) {
            if (root == null) {
                reserve(1);
                buffer[position++] = TC_NULL;
            } else if (root.getClass() == HashMap.class) {
                writeMap((HashMap<?, ?>) root);
            } else {
                throw new InvalidClassException(root.getClass().getName(), "the hand-written writer writes HashMap roots only");
            }
        }
        sink.write(buffer, 0, position);
        return position;
    }

    private void writeMap(HashMap<?, ?> map) throws IOException {
        // TC_OBJECT, the descriptor (or a reference to it), the handle, loadFactor and threshold.
        reserve(16 + MAP_DESCRIPTOR.length + 14);
        if (writeBackReference(map)) {
            return;
        }
        buffer[position++] = TC_OBJECT;
        if (mapDescriptor < 0) {
            mapDescriptor = handles.next();
            System.arraycopy(MAP_DESCRIPTOR, 0, buffer, position, MAP_DESCRIPTOR.length);
            position += MAP_DESCRIPTOR.length;
        } else {
            writeReference(mapDescriptor);
        }
        handles.assign(map);
        int size = map.size();
        int capacity = capacityOf(size);
        INT.set(buffer, position, Float.floatToIntBits(LOAD_FACTOR));
        INT.set(buffer, position + 4, size == 0 ? 0 : (int) (capacity * LOAD_FACTOR));
        buffer[position + 8] = TC_BLOCKDATA;
        buffer[position + 9] = 8;
        INT.set(buffer, position + 10, capacity);
        INT.set(buffer, position + 14, size);
        position += 18;
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            writeKey(entry.getKey());
            writeValue(entry.getValue());
        }
        reserve(1);
        buffer[position++] = TC_ENDBLOCKDATA;
    }

    /** The table length of a map of {@code size} entries filled by put from an empty default map. */
    private static int capacityOf(int size) {
        int capacity = SMALLEST_TABLE;
        while (size > (int) (capacity * LOAD_FACTOR)) {
            capacity *= 2;
        }
        return capacity;
    }

    private void writeKey(Object key) throws IOException {
        if (key == null) {
            reserve(1);
            buffer[position++] = TC_NULL;
            return;
        }
        if (key.getClass() != String.class) {
            throw new InvalidClassException(key.getClass().getName(), "the hand-written writer writes String keys only");
        }
        String string = (String) key;
        reserve(9 + 3 * string.length());
        if (writeBackReference(string)) {
            return;
        }
        handles.assign(string);
        writeString(string);
    }

    /** newString: TC_STRING (short)length, or TC_LONGSTRING (long)length, then the modified UTF-8 bytes. */
    private void writeString(String string) {
        int length = string.length();
        int start = position + 3;
        int next = start;
        for (int i = 0; i < length; i++) {
            char c = string.charAt(i);
            if (c >= 1 && c <= 0x7F) {
                buffer[next++] = (byte) c;
            } else if (c <= 0x7FF) {
                buffer[next++] = (byte) (0xC0 | c >> 6);
                buffer[next++] = (byte) (0x80 | c & 0x3F);
            } else {
                buffer[next++] = (byte) (0xE0 | c >> 12);
                buffer[next++] = (byte) (0x80 | c >> 6 & 0x3F);
                buffer[next++] = (byte) (0x80 | c & 0x3F);
            }
        }
        int utfLength = next - start;
        if (utfLength <= 0xFFFF) {
            buffer[position] = TC_STRING;
            SHORT.set(buffer, position + 1, (short) utfLength);
            position = next;
        } else {
            System.arraycopy(buffer, start, buffer, start + 6, utfLength);
            buffer[position] = TC_LONGSTRING;
            LONG.set(buffer, position + 1, (long) utfLength);
            position = next + 6;
        }
    }

    private void writeValue(Object value) throws IOException {
        reserve(VALUE_ROOM);
        if (value == null) {
            buffer[position++] = TC_NULL;
            return;
        }
        if (value.getClass() != Integer.class) {
            throw new InvalidClassException(value.getClass().getName(), "the hand-written writer writes Integer values only");
        }
        if (writeBackReference(value)) {
            return;
        }
        buffer[position++] = TC_OBJECT;
        if (integerDescriptor < 0) {
            integerDescriptor = handles.next();
            handles.next(); // Number's
            System.arraycopy(INTEGER_DESCRIPTOR, 0, buffer, position, INTEGER_DESCRIPTOR.length);
            position += INTEGER_DESCRIPTOR.length;
        } else {
            writeReference(integerDescriptor);
        }
        handles.assign(value);
        INT.set(buffer, position, (int) (Integer) value);
        position += 4;
    }

    /** Writes TC_REFERENCE and the handle if the object has one in this stream. */
    private boolean writeBackReference(Object object) {
        int handle = handles.lookup(object);
        if (handle < 0) {
            return false;
        }
        writeReference(handle);
        return true;
    }

    private void writeReference(int handle) {
        buffer[position++] = TC_REFERENCE;
        INT.set(buffer, position, baseWireHandle + handle);
        position += 4;
    }

    private void reserve(int bytes) {
        if (position + bytes > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(position + bytes, 2 * buffer.length));
        }
    }

    /**
     * The encodings of a class and its serializable superclasses, each newClassDesc as the JDK
     * writes it (name, serialVersionUID, flags, fields, no annotation), then TC_NULL; the fields,
     * the UIDs and the flags are the local classes' own, from {@link ObjectStreamClass}. None of
     * these classes has a field of an object type, so no type string takes a handle.
     */
    private static byte[] descriptors(Class<?>... chain) {
        byte[] bytes = new byte[512];
        int at = 0;
        for (Class<?> type : chain) {
            ObjectStreamClass described = ObjectStreamClass.lookup(type);
            bytes[at++] = TC_CLASSDESC;
            at = putUtf(bytes, at, type.getName());
            LONG.set(bytes, at, described.getSerialVersionUID());
            at += 8;
            bytes[at++] = (byte) (SC_SERIALIZABLE | (type == HashMap.class ? SC_WRITE_METHOD : 0));
            ObjectStreamField[] fields = described.getFields();
            SHORT.set(bytes, at, (short) fields.length);
            at += 2;
            for (ObjectStreamField field : fields) {
                if (!field.isPrimitive()) {
                    throw new IllegalStateException(type + " has an object field: its type string would take a handle");
                }
                bytes[at++] = (byte) field.getTypeCode();
                at = putUtf(bytes, at, field.getName());
            }
            bytes[at++] = TC_ENDBLOCKDATA;
        }
        bytes[at++] = TC_NULL;
        return Arrays.copyOf(bytes, at);
    }

    /** A class or field name (ASCII in the JDK's classes this writer describes), with its length. */
    private static int putUtf(byte[] bytes, int at, String text) {
        byte[] utf = text.getBytes(StandardCharsets.US_ASCII);
        SHORT.set(bytes, at, (short) utf.length);
        System.arraycopy(utf, 0, bytes, at + 2, utf.length);
        return at + 2 + utf.length;
    }
}
