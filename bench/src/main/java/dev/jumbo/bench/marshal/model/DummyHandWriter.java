package dev.jumbo.bench.marshal.model;

import java.io.IOException;
import java.io.InvalidClassException;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The format's limit on the paper's Table 1: a writer of {@code Dummy} streams written by hand,
 * byte for byte what {@code java.io.ObjectOutputStream} writes for the same roots, with everything
 * a general writer decides at run time decided here in advance, so that it shows how fast a
 * writer of this format can be; the writing targets ask Jumbo's warm writer for 0.9× its speed.
 * It serves as a benchmark peer only ({@code hand}); nothing else uses it.
 *
 * <p>What it still does, because the stream's semantics need it: an identity handle table over
 * every {@code Dummy} and {@code Simple} (a shared or repeated object becomes a back-reference),
 * each class descriptor written once per stream with its handle (and the handle of the field type
 * string {@code simple1} and {@code simple2} share), {@code null} fields. What it skips: class
 * lookups, replacement hooks, {@code writeReplace}, block data (none of this workload's bytes
 * are block data), and any check a subclass would need: a subclass of {@code Dummy} or
 * {@code Simple} is refused.
 *
 * <p>Stores go straight into one reused array through big-endian byte-array views, with one
 * capacity check per object, and the array is copied to the sink once per stream.
 */
public final class DummyHandWriter {
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private static final short STREAM_MAGIC = (short) 0xaced;
    private static final short STREAM_VERSION = 5;
    private static final byte TC_NULL = 0x70;
    private static final byte TC_REFERENCE = 0x71;
    private static final byte TC_CLASSDESC = 0x72;
    private static final byte TC_OBJECT = 0x73;
    private static final byte TC_STRING = 0x74;
    private static final byte TC_ENDBLOCKDATA = 0x78;
    private static final byte SC_SERIALIZABLE = 0x02;
    private static final int BASE_HANDLE = 0x7e0000;

    private static final byte[] DUMMY_NAME = Dummy.class.getName().getBytes(StandardCharsets.UTF_8);
    private static final byte[] SIMPLE_NAME = Simple.class.getName().getBytes(StandardCharsets.UTF_8);
    private static final byte[] SIMPLE_SIGNATURE = ("L" + Simple.class.getName().replace('.', '/') + ";")
            .getBytes(StandardCharsets.UTF_8);
    private static final long SERIAL_VERSION_UID = 1L;
    /** Room for the largest single step: a new {@code Dummy} whose descriptor is new. */
    private static final int DESCRIPTOR_ROOM = 256;

    private byte[] buffer = new byte[1 << 16];
    private int position;
    private final HandHandles handles = new HandHandles();
    private int dummyDescriptor;
    private int simpleDescriptor;

    /** Writes the roots as one new stream into the sink; returns the stream's length. */
    public int write(Object[] roots, OutputStream sink) throws IOException {
        position = 0;
        handles.clear();
        dummyDescriptor = -1;
        simpleDescriptor = -1;
        reserve(4);
        SHORT.set(buffer, 0, STREAM_MAGIC);
        SHORT.set(buffer, 2, STREAM_VERSION);
        position = 4;
        for (Object root : roots) {
            if (root == null) {
                reserve(1);
                buffer[position++] = TC_NULL;
            } else if (root.getClass() == Dummy.class) {
                writeDummy((Dummy) root);
            } else {
                throw new InvalidClassException(root.getClass().getName(), "the hand-written writer writes Dummy roots only");
            }
        }
        sink.write(buffer, 0, position);
        return position;
    }

    private void writeDummy(Dummy dummy) throws IOException {
        // TC_OBJECT, a descriptor reference (or a new descriptor), then the int field.
        reserve(dummyDescriptor < 0 ? DESCRIPTOR_ROOM : 10);
        if (writeBackReference(dummy)) {
            return;
        }
        buffer[position++] = TC_OBJECT;
        if (dummyDescriptor < 0) {
            dummyDescriptor = handles.next();
            writeDescriptorStart(DUMMY_NAME, 3);
            writePrimitiveFieldDescriptor('I', "id");
            writeObjectFieldDescriptor("simple1");
            // The second field's type string is the same (interned) string: a back-reference.
            int signature = handles.next();
            writeUtf(SIMPLE_SIGNATURE);
            writeObjectFieldDescriptorName("simple2");
            buffer[position++] = TC_REFERENCE;
            INT.set(buffer, position, BASE_HANDLE + signature);
            position += 4;
            writeDescriptorEnd();
        } else {
            buffer[position++] = TC_REFERENCE;
            INT.set(buffer, position, BASE_HANDLE + dummyDescriptor);
            position += 4;
        }
        handles.assign(dummy);
        INT.set(buffer, position, dummy.id);
        position += 4;
        writeSimple(dummy.simple1);
        writeSimple(dummy.simple2);
    }

    private void writeSimple(Simple simple) throws IOException {
        reserve(simpleDescriptor < 0 ? DESCRIPTOR_ROOM : 10);
        if (simple == null) {
            buffer[position++] = TC_NULL;
            return;
        }
        if (simple.getClass() != Simple.class) {
            throw new InvalidClassException(simple.getClass().getName(), "the hand-written writer writes Simple fields only");
        }
        if (writeBackReference(simple)) {
            return;
        }
        buffer[position++] = TC_OBJECT;
        if (simpleDescriptor < 0) {
            simpleDescriptor = handles.next();
            writeDescriptorStart(SIMPLE_NAME, 1);
            writePrimitiveFieldDescriptor('I', "id");
            writeDescriptorEnd();
        } else {
            buffer[position++] = TC_REFERENCE;
            INT.set(buffer, position, BASE_HANDLE + simpleDescriptor);
            position += 4;
        }
        handles.assign(simple);
        INT.set(buffer, position, simple.id);
        position += 4;
    }

    /** Writes TC_REFERENCE and the handle if the object has one in this stream. */
    private boolean writeBackReference(Object object) {
        int handle = handles.lookup(object);
        if (handle < 0) {
            return false;
        }
        buffer[position++] = TC_REFERENCE;
        INT.set(buffer, position, BASE_HANDLE + handle);
        position += 4;
        return true;
    }

    private void writeDescriptorStart(byte[] name, int fieldCount) {
        buffer[position++] = TC_CLASSDESC;
        writeUtf(name);
        LONG.set(buffer, position, SERIAL_VERSION_UID);
        position += 8;
        buffer[position++] = SC_SERIALIZABLE;
        SHORT.set(buffer, position, (short) fieldCount);
        position += 2;
    }

    private void writePrimitiveFieldDescriptor(char typeCode, String name) {
        buffer[position++] = (byte) typeCode;
        writeUtf(name.getBytes(StandardCharsets.UTF_8));
    }

    private void writeObjectFieldDescriptor(String name) {
        writeObjectFieldDescriptorName(name);
        buffer[position++] = TC_STRING;
    }

    private void writeObjectFieldDescriptorName(String name) {
        buffer[position++] = 'L';
        writeUtf(name.getBytes(StandardCharsets.UTF_8));
    }

    /** No class annotations, and {@code Object} (not serializable) as the superclass. */
    private void writeDescriptorEnd() {
        buffer[position++] = TC_ENDBLOCKDATA;
        buffer[position++] = TC_NULL;
    }

    private void writeUtf(byte[] utf) {
        SHORT.set(buffer, position, (short) utf.length);
        position += 2;
        System.arraycopy(utf, 0, buffer, position, utf.length);
        position += utf.length;
    }

    private void reserve(int bytes) {
        if (position + bytes > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(position + bytes, 2 * buffer.length));
        }
    }
}
