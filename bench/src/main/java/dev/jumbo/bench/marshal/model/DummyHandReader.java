package dev.jumbo.bench.marshal.model;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.StreamCorruptedException;
import java.io.UTFDataFormatException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import sun.reflect.ReflectionFactory;

/**
 * The format's limit for reading, the twin of {@link DummyHandWriter}: a reader of the streams
 * {@code java.io.ObjectOutputStream} writes for {@code Dummy} roots and for linked lists of
 * {@code DummyNode}, written by hand, with everything a general reader decides at run time decided
 * here in advance. It serves as a benchmark peer only ({@code hand}); nothing else uses it.
 *
 * <p>What it still does, because a correct reader must: it checks the stream header and every type
 * code; it compares each new class descriptor byte for byte with the encoding
 * {@code ObjectOutputStream} gives the class (name, {@code serialVersionUID} as the class has it,
 * flags, fields, no annotations, no serializable superclass), precomputed once; it keeps the full
 * handle table (descriptors, their type strings, objects) and resolves every back-reference,
 * with the JDK's range check; it creates each object through the serialization constructor from
 * {@code ReflectionFactory}, as the JDK does, assigns the object its handle before its fields are
 * read (so cycles and shared objects come back as written), and checks a reference's class before
 * it stores it in a field; and it checks every length against the bytes that remain, so that it
 * never allocates more than the stream has paid for. A {@code TC_RESET} between roots clears the
 * handle table, as the JDK does.
 *
 * <p>What it skips: class lookup (only {@code Simple}, {@code Dummy} and {@code DummyNode} exist
 * for it), serial filters, {@code readObject}/{@code readResolve} hooks (these classes have none),
 * and block data (none of these streams' bytes are block data). Where the stream is something
 * other than these classes' stream, it throws the exception class {@code ObjectInputStream} throws
 * where that class is an {@code IOException} or a {@code ClassCastException} and the JDK finds
 * the same fault; {@code HandReaderTest} lists where the two cannot agree and why. A descriptor
 * that differs from the expected bytes is examined on a slow path, which parses it as the JDK
 * does to choose the exception.
 *
 * <p>One instance is not thread-safe; it reuses its handle table from stream to stream.
 */
public final class DummyHandReader {
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
    private static final byte TC_BLOCKDATA = 0x77;
    private static final byte TC_ENDBLOCKDATA = 0x78;
    private static final byte TC_RESET = 0x79;
    private static final byte TC_BLOCKDATALONG = 0x7A;
    private static final byte TC_LONGSTRING = 0x7C;
    private static final byte TC_PROXYCLASSDESC = 0x7D;
    private static final byte TC_MAX = 0x7E;
    private static final byte SC_WRITE_METHOD = 0x01;
    private static final byte SC_SERIALIZABLE = 0x02;
    private static final byte SC_EXTERNALIZABLE = 0x04;
    private static final byte SC_ENUM = 0x10;
    private static final int BASE_HANDLE = 0x7e0000;

    private static final Descriptor SIMPLE = Descriptor.of(Simple.class);
    private static final Descriptor DUMMY = Descriptor.of(Dummy.class);
    private static final Descriptor NODE = Descriptor.of(DummyNode.class);
    private static final Descriptor[] DESCRIPTORS = {DUMMY, SIMPLE, NODE};

    private byte[] in;
    private int position;
    private Object[] handles = new Object[1 << 10];
    private int count;

    /**
     * Reads a stream from its start: the header, then one root per element of {@code roots}, in
     * order, stored there. The bytes after the last root are not looked at.
     */
    public void read(byte[] bytes, Object[] roots) throws IOException, ClassNotFoundException {
        in = bytes;
        position = 0;
        clear();
        try {
            require(4);
            short magic = (short) SHORT.get(bytes, 0);
            short version = (short) SHORT.get(bytes, 2);
            if (magic != STREAM_MAGIC || version != STREAM_VERSION) {
                throw new StreamCorruptedException(String.format("invalid stream header: %04X%04X", magic, version));
            }
            position = 4;
            for (int index = 0; index < roots.length; index++) {
                roots[index] = readRoot();
            }
        } finally {
            in = null;
        }
    }

    /** A root: what {@code readObject} reads at the top level, where a reset may come first. */
    private Object readRoot() throws IOException, ClassNotFoundException {
        while (true) {
            require(1);
            byte code = in[position];
            if (code == TC_RESET) {
                position++;
                clear();
            } else if (code == TC_BLOCKDATA || code == TC_BLOCKDATALONG || code == TC_ENDBLOCKDATA) {
                // The JDK throws OptionalDataException here, which has no public constructor.
                throw new StreamCorruptedException(String.format("block data where an object was expected: %02X", code));
            } else {
                return readValue();
            }
        }
    }

    /** One object position: null, a back-reference, a new object (or a string, or a descriptor, as the JDK reads them). */
    private Object readValue() throws IOException, ClassNotFoundException {
        require(1);
        byte code = in[position++];
        switch (code) {
            case TC_OBJECT:
                Descriptor descriptor = readClassDescriptor();
                if (descriptor == SIMPLE) {
                    return readSimple();
                } else if (descriptor == DUMMY) {
                    return readDummy();
                } else {
                    return readNode();
                }
            case TC_REFERENCE:
                Object entry = handles[readHandle()];
                return entry instanceof Descriptor known ? known.streamClass : entry;
            case TC_NULL:
                return null;
            case TC_STRING:
                String string = readUtf(Short.toUnsignedInt((short) readShort()));
                assign(string);
                return string;
            case TC_CLASSDESC:
                position--;
                return readNewDescriptor().streamClass;
            case TC_RESET:
                throw new StreamCorruptedException("unexpected reset inside an object");
            case TC_BLOCKDATA, TC_BLOCKDATALONG:
                throw new StreamCorruptedException("unexpected block data");
            case TC_ENDBLOCKDATA:
                throw new StreamCorruptedException("unexpected end of block data");
            default:
                throw invalidTypeCode(code);
        }
    }

    private static StreamCorruptedException invalidTypeCode(byte code) {
        if (code >= TC_NULL && code <= TC_MAX) {
            return new StreamCorruptedException(String.format(
                    "type code %02X: valid in Java serialization, but not in a stream of Dummy or DummyNode roots", code));
        }
        return new StreamCorruptedException(String.format("invalid type code: %02X", code));
    }

    private Simple readSimple() throws IOException {
        Simple simple = (Simple) SIMPLE.instantiate();
        assign(simple);
        require(4);
        simple.id = (int) INT.get(in, position);
        position += 4;
        return simple;
    }

    private Dummy readDummy() throws IOException, ClassNotFoundException {
        Dummy dummy = (Dummy) DUMMY.instantiate();
        assign(dummy);
        require(4);
        dummy.id = (int) INT.get(in, position);
        position += 4;
        Object simple1 = readValue();
        Object simple2 = readValue();
        dummy.simple1 = (Simple) checkType(simple1, Simple.class, "simple1");
        dummy.simple2 = (Simple) checkType(simple2, Simple.class, "simple2");
        return dummy;
    }

    private DummyNode readNode() throws IOException, ClassNotFoundException {
        DummyNode node = (DummyNode) NODE.instantiate();
        assign(node);
        Object data = readValue();
        Object next = readValue();
        node.data = (Dummy) checkType(data, Dummy.class, "data");
        node.next = (DummyNode) checkType(next, DummyNode.class, "next");
        return node;
    }

    /** The JDK's check before it stores a field: a value of another class is a {@code ClassCastException}. */
    private static Object checkType(Object value, Class<?> type, String field) {
        if (value != null && !type.isInstance(value)) {
            throw new ClassCastException("cannot assign instance of " + value.getClass().getName() + " to field "
                    + type.getName() + "." + field);
        }
        return value;
    }

    /** The descriptor after {@code TC_OBJECT}: a back-reference to one read before, or a new one. */
    private Descriptor readClassDescriptor() throws IOException, ClassNotFoundException {
        require(1);
        byte code = in[position];
        if (code == TC_REFERENCE) {
            position++;
            Object entry = handles[readHandle()];
            if (entry instanceof Descriptor descriptor) {
                return descriptor;
            }
            throw new ClassCastException("handle of a " + (entry == null ? "null" : entry.getClass().getName())
                    + " where a class descriptor was expected");
        }
        if (code == TC_CLASSDESC) {
            return readNewDescriptor();
        }
        if (code == TC_NULL) {
            // The JDK fails here with a NullPointerException (an object of no class).
            throw new StreamCorruptedException("an object without a class descriptor");
        }
        throw invalidTypeCode(code);
    }

    /** A new descriptor: one of the expected encodings, byte for byte, or the slow path's exception. */
    private Descriptor readNewDescriptor() throws IOException, ClassNotFoundException {
        int start = position;
        for (Descriptor descriptor : DESCRIPTORS) {
            if (descriptor.matches(in, start, count)) {
                position = start + descriptor.bytes.length;
                assign(descriptor);
                for (String typeString : descriptor.newTypeStrings) {
                    assign(typeString);
                }
                return descriptor;
            }
        }
        Exception mismatch = new DescriptorMismatch(in, start, handles, count).exception();
        if (mismatch instanceof IOException io) {
            throw io;
        } else if (mismatch instanceof ClassNotFoundException notFound) {
            throw notFound;
        }
        throw (RuntimeException) mismatch;
    }

    private int readHandle() throws IOException {
        int handle = readInt() - BASE_HANDLE;
        if (handle < 0 || handle >= count) {
            throw new StreamCorruptedException(String.format("invalid handle value: %08X", handle + BASE_HANDLE));
        }
        return handle;
    }

    private int readShort() throws EOFException {
        require(2);
        int value = (short) SHORT.get(in, position);
        position += 2;
        return value;
    }

    private int readInt() throws EOFException {
        require(4);
        int value = (int) INT.get(in, position);
        position += 4;
        return value;
    }

    private String readUtf(int length) throws IOException {
        require(length);
        String string = ModifiedUtf8.decode(in, position, length);
        position += length;
        return string;
    }

    private void require(int bytes) throws EOFException {
        if (bytes > in.length - position) {
            throw new EOFException();
        }
    }

    private void assign(Object entry) {
        if (count == handles.length) {
            handles = Arrays.copyOf(handles, 2 * count);
        }
        handles[count++] = entry;
    }

    private void clear() {
        Arrays.fill(handles, 0, count, null);
        count = 0;
    }

    /**
     * A class this reader knows: the bytes {@code ObjectOutputStream} writes for its descriptor
     * when the descriptor is new in the stream, its serialization constructor, and what the
     * handle table gets. Every type string of these classes is new in the stream when the
     * descriptor is, except one that repeats within the descriptor ({@code Dummy}'s second
     * {@code Simple}), which is a back-reference relative to the descriptor's own handle: its four
     * bytes are compared with that handle, the rest as they are.
     */
    private static final class Descriptor {
        final Class<?> type;
        final ObjectStreamClass streamClass;
        final byte[] bytes;
        final List<String> newTypeStrings;
        /** Where the back-reference's handle is in {@link #bytes}, or -1. */
        final int referenceAt;
        /** The referenced handle minus the descriptor's own. */
        final int referenceOffset;
        private final Constructor<?> constructor;

        private Descriptor(Class<?> type, byte[] bytes, List<String> newTypeStrings, int referenceAt, int referenceOffset) {
            this.type = type;
            this.streamClass = ObjectStreamClass.lookup(type);
            this.bytes = bytes;
            this.newTypeStrings = newTypeStrings;
            this.referenceAt = referenceAt;
            this.referenceOffset = referenceOffset;
            this.constructor = serializationConstructor(type);
        }

        static Descriptor of(Class<?> type) {
            ObjectStreamClass streamClass = ObjectStreamClass.lookup(type);
            ByteArrayOutputStream buffer = new ByteArrayOutputStream();
            List<String> typeStrings = new ArrayList<>();
            int referenceAt = -1;
            int referenceOffset = 0;
            try (DataOutputStream out = new DataOutputStream(buffer)) {
                out.writeByte(TC_CLASSDESC);
                out.writeUTF(streamClass.getName());
                out.writeLong(streamClass.getSerialVersionUID());
                out.writeByte(SC_SERIALIZABLE);
                ObjectStreamField[] fields = streamClass.getFields();
                out.writeShort(fields.length);
                for (ObjectStreamField field : fields) {
                    out.writeByte(field.getTypeCode());
                    out.writeUTF(field.getName());
                    if (!field.isPrimitive()) {
                        int earlier = typeStrings.indexOf(field.getTypeString());
                        if (earlier < 0) {
                            typeStrings.add(field.getTypeString());
                            out.writeByte(TC_STRING);
                            out.writeUTF(field.getTypeString());
                        } else if (referenceAt < 0) {
                            out.writeByte(TC_REFERENCE);
                            referenceAt = out.size();
                            referenceOffset = 1 + earlier;
                            out.writeInt(0);
                        } else {
                            throw new IllegalStateException(type + ": more than one repeated type string");
                        }
                    }
                }
                out.writeByte(TC_ENDBLOCKDATA);
                out.writeByte(TC_NULL);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return new Descriptor(type, buffer.toByteArray(), List.copyOf(typeStrings), referenceAt, referenceOffset);
        }

        /** Whether the stream holds this descriptor at {@code start}, {@code handle} being the handle it gets. */
        boolean matches(byte[] stream, int start, int handle) {
            int end = start + bytes.length;
            if (end > stream.length || end < 0) {
                return false;
            }
            if (referenceAt < 0) {
                return Arrays.equals(stream, start, end, bytes, 0, bytes.length);
            }
            return Arrays.equals(stream, start, start + referenceAt, bytes, 0, referenceAt)
                    && (int) INT.get(stream, start + referenceAt) == BASE_HANDLE + handle + referenceOffset
                    && Arrays.equals(stream, start + referenceAt + 4, end, bytes, referenceAt + 4, bytes.length);
        }

        Object instantiate() throws IOException {
            try {
                return constructor.newInstance();
            } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
                throw (IOException) new InvalidClassException(type.getName(), "cannot instantiate").initCause(e);
            }
        }

        private static Constructor<?> serializationConstructor(Class<?> type) {
            try {
                Constructor<?> constructor = ReflectionFactory.getReflectionFactory()
                        .newConstructorForSerialization(type, Object.class.getDeclaredConstructor());
                constructor.setAccessible(true);
                return constructor;
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * The slow path of a new descriptor that is not one of the expected encodings: parses it as
     * {@code ObjectInputStream} does (its {@code readNonProxy}, then the class annotations, the
     * superclass descriptor and the checks against the local class) to throw the exception the JDK
     * throws for the same fault. It allocates nothing the stream has not paid for: lengths are
     * checked against the bytes that remain, and only the names it needs are decoded.
     */
    private static final class DescriptorMismatch {
        private final byte[] in;
        private int position;
        private final Object[] handles;
        private final int descriptorHandle;
        /** The type strings this descriptor has read, which take the handles after its own. */
        private final List<String> typeStrings = new ArrayList<>();

        DescriptorMismatch(byte[] in, int start, Object[] handles, int count) {
            this.in = in;
            this.position = start + 1;
            this.handles = handles;
            this.descriptorHandle = count;
        }

        Exception exception() {
            try {
                return examine();
            } catch (IOException | RuntimeException e) {
                return e;
            }
        }

        /** Throws what the JDK throws first, or returns the exception for a descriptor the JDK might accept. */
        private Exception examine() throws IOException {
            String name = readUtf();
            long serialVersionUid = readLong();
            int flags = readByte();
            boolean externalizable = (flags & SC_EXTERNALIZABLE) != 0;
            boolean serializable = (flags & SC_SERIALIZABLE) != 0;
            if (externalizable && serializable) {
                throw new InvalidClassException(name, "serializable and externalizable flags conflict");
            }
            boolean isEnum = (flags & SC_ENUM) != 0;
            if (isEnum && serialVersionUid != 0L) {
                throw new InvalidClassException(name, "enum descriptor has non-zero serialVersionUID: " + serialVersionUid);
            }
            int fieldCount = (short) readShort();
            if (isEnum && fieldCount != 0) {
                throw new InvalidClassException(name, "enum descriptor has non-zero field count: " + fieldCount);
            }
            if (fieldCount < 0) {
                throw new StreamCorruptedException(name + ": negative field count: " + fieldCount);
            }
            boolean objectSeen = false;
            for (int field = 0; field < fieldCount; field++) {
                char typeCode = (char) (byte) readByte();
                String fieldName = readUtf();
                String signature = typeCode == 'L' || typeCode == '[' ? readTypeString() : String.valueOf(typeCode);
                if (signature == null || signature.isEmpty() || "ZBCSIJFDL[".indexOf(signature.charAt(0)) < 0) {
                    throw new InvalidClassException(name, "invalid descriptor for field " + fieldName);
                }
                boolean object = signature.charAt(0) == 'L' || signature.charAt(0) == '[';
                if (!object && objectSeen) {
                    throw new InvalidClassException(name, "illegal field order");
                }
                objectSeen |= object;
            }
            if (readByte() != (TC_ENDBLOCKDATA & 0xff)) {
                // Class annotations, which ObjectOutputStream never writes: the JDK would read and skip them.
                return new StreamCorruptedException("class annotations in the descriptor of " + name);
            }
            int superclass = readByte();
            if (superclass == TC_REFERENCE) {
                int handle = readInt() - BASE_HANDLE;
                if (handle < 0 || handle > descriptorHandle + typeStrings.size()) {
                    throw new StreamCorruptedException(String.format("invalid handle value: %08X", handle + BASE_HANDLE));
                }
            } else if (superclass != TC_NULL && superclass != TC_CLASSDESC && superclass != TC_PROXYCLASSDESC) {
                throw new StreamCorruptedException(String.format("invalid type code: %02X", superclass));
            }
            if (superclass != TC_NULL) {
                return new InvalidClassException(name, "a serializable superclass, which these classes do not have");
            }
            Descriptor local = null;
            for (Descriptor descriptor : DESCRIPTORS) {
                if (descriptor.type.getName().equals(name)) {
                    local = descriptor;
                }
            }
            if (local == null) {
                // The JDK reads the object on and throws this when the root has been read.
                return new ClassNotFoundException(name);
            }
            if (isEnum) {
                return new InvalidClassException("cannot bind enum descriptor to a non-enum class");
            }
            if ((serializable || externalizable) && serialVersionUid != local.streamClass.getSerialVersionUID()) {
                return new InvalidClassException(name, "local class incompatible: stream classdesc serialVersionUID = "
                        + serialVersionUid + ", local class serialVersionUID = " + local.streamClass.getSerialVersionUID());
            }
            if (externalizable) {
                return new InvalidClassException(name, "Serializable incompatible with Externalizable");
            }
            if (!serializable) {
                return new InvalidClassException(name, "class invalid for deserialization");
            }
            // What is left the JDK may accept, by its rules of class evolution (a field unknown to the
            // class is skipped, a missing one is left at its default), or read as other data.
            return new InvalidClassException(name, "the descriptor differs from the class's"
                    + ((flags & SC_WRITE_METHOD) != 0 ? " (writeObject data)" : ""));
        }

        /** A field's type string, as the JDK's {@code readTypeString} reads it. */
        private String readTypeString() throws IOException {
            int code = readByte();
            switch (code) {
                case TC_NULL:
                    return null;
                case TC_REFERENCE: {
                    int handle = readInt() - BASE_HANDLE;
                    if (handle < 0 || handle > descriptorHandle + typeStrings.size()) {
                        throw new StreamCorruptedException(String.format("invalid handle value: %08X", handle + BASE_HANDLE));
                    }
                    Object entry = handle < descriptorHandle ? handles[handle]
                            : handle == descriptorHandle ? this : typeStrings.get(handle - descriptorHandle - 1);
                    if (entry instanceof String string) {
                        return string;
                    }
                    if (entry == null) {
                        return null;
                    }
                    // A descriptor (this one included) or an object: the JDK casts it to String.
                    throw new ClassCastException("a handle of another kind where a type string was expected");
                }
                case TC_STRING: {
                    String string = readUtf();
                    typeStrings.add(string);
                    return string;
                }
                case TC_LONGSTRING: {
                    long length = readLong();
                    if (length > in.length - position) {
                        throw new EOFException();
                    }
                    String string = ModifiedUtf8.decode(in, position, (int) length);
                    position += (int) length;
                    typeStrings.add(string);
                    return string;
                }
                default:
                    throw new StreamCorruptedException(String.format("invalid type code: %02X", code));
            }
        }

        private String readUtf() throws IOException {
            int length = readShort() & 0xffff;
            if (length > in.length - position) {
                throw new EOFException();
            }
            String string = ModifiedUtf8.decode(in, position, length);
            position += length;
            return string;
        }

        private int readByte() throws EOFException {
            require(1);
            return in[position++] & 0xff;
        }

        private int readShort() throws EOFException {
            require(2);
            int value = (short) SHORT.get(in, position);
            position += 2;
            return value;
        }

        private int readInt() throws EOFException {
            require(4);
            int value = (int) INT.get(in, position);
            position += 4;
            return value;
        }

        private long readLong() throws EOFException {
            require(8);
            long value = (long) LONG.get(in, position);
            position += 8;
            return value;
        }

        private void require(int bytes) throws EOFException {
            if (bytes > in.length - position) {
                throw new EOFException();
            }
        }
    }

    /** The stream's strings: Java's modified UTF-8, as {@code DataInput.readUTF} decodes it. */
    private static final class ModifiedUtf8 {
        static String decode(byte[] bytes, int start, int length) throws UTFDataFormatException {
            char[] chars = new char[length];
            int count = 0;
            int index = start;
            int end = start + length;
            while (index < end) {
                int first = bytes[index] & 0xff;
                if (first < 0x80) {
                    chars[count++] = (char) first;
                    index++;
                } else if ((first >> 5) == 0b110) {
                    if (index + 2 > end || (bytes[index + 1] & 0xc0) != 0x80) {
                        throw new UTFDataFormatException("malformed input around byte " + (index - start));
                    }
                    chars[count++] = (char) (((first & 0x1f) << 6) | (bytes[index + 1] & 0x3f));
                    index += 2;
                } else if ((first >> 4) == 0b1110) {
                    if (index + 3 > end || (bytes[index + 1] & 0xc0) != 0x80 || (bytes[index + 2] & 0xc0) != 0x80) {
                        throw new UTFDataFormatException("malformed input around byte " + (index - start));
                    }
                    chars[count++] = (char) (((first & 0x0f) << 12) | ((bytes[index + 1] & 0x3f) << 6)
                            | (bytes[index + 2] & 0x3f));
                    index += 3;
                } else {
                    throw new UTFDataFormatException("malformed input around byte " + (index - start));
                }
            }
            return new String(chars, 0, count);
        }
    }
}
