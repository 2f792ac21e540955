package dev.jumbo.marshal.hostile;

import static java.io.ObjectStreamConstants.STREAM_MAGIC;
import static java.io.ObjectStreamConstants.STREAM_VERSION;

import dev.jumbo.marshal.reading.StreamBytes;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectStreamConstants;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/** Hand-made hostile streams: built byte by byte, or written by ObjectOutputStream and then altered. */
final class AttackStreams {
    /** A class whose descriptor the attacks alter. */
    static final class Liar implements Serializable {
        private static final long serialVersionUID = 1L;
        int value = 42;
        String label = "liar";
    }

    private AttackStreams() {
    }

    /** Writes raw stream content after the stream header. */
    interface Content {
        void write(DataOutputStream out) throws IOException;
    }

    static byte[] raw(Content content) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeShort(STREAM_MAGIC);
            out.writeShort(STREAM_VERSION);
            content.write(out);
        } catch (IOException impossible) {
            throw new AssertionError(impossible);
        }
        return bytes.toByteArray();
    }

    /** The descriptor of a primitive array class, new: TC_CLASSDESC name uid flags no fields, no annotation, no super. */
    static void arrayClassDesc(DataOutputStream out, Class<?> arrayType) throws IOException {
        out.writeByte(ObjectStreamConstants.TC_CLASSDESC);
        out.writeUTF(arrayType.getName());
        out.writeLong(java.io.ObjectStreamClass.lookup(arrayType).getSerialVersionUID());
        out.writeByte(ObjectStreamConstants.SC_SERIALIZABLE);
        out.writeShort(0);
        out.writeByte(ObjectStreamConstants.TC_ENDBLOCKDATA);
        out.writeByte(ObjectStreamConstants.TC_NULL);
    }

    /** An array of {@code arrayType} claiming {@code length} elements, followed by only {@code bytes} bytes. */
    static byte[] hugeArray(Class<?> arrayType, int length, int bytes) {
        return raw(out -> {
            out.writeByte(ObjectStreamConstants.TC_ARRAY);
            arrayClassDesc(out, arrayType);
            out.writeInt(length);
            out.write(new byte[bytes]);
        });
    }

    /** A TC_LONGSTRING claiming {@code length} bytes, followed by a few. */
    static byte[] hugeString(long length) {
        return raw(out -> {
            out.writeByte(ObjectStreamConstants.TC_LONGSTRING);
            out.writeLong(length);
            out.write("only a few bytes".getBytes(StandardCharsets.UTF_8));
        });
    }

    /** A long block of primitive data claiming {@code length} bytes, with eight. */
    static byte[] hugeBlock(int length) {
        return raw(out -> {
            out.writeByte(ObjectStreamConstants.TC_BLOCKDATALONG);
            out.writeInt(length);
            out.writeLong(7);
        });
    }

    /** A string, then a back-reference to handle {@code handle} (0x7e0000 is the first). */
    static byte[] reference(int handle) {
        return raw(out -> {
            out.writeByte(ObjectStreamConstants.TC_STRING);
            out.writeUTF("first");
            out.writeByte(ObjectStreamConstants.TC_REFERENCE);
            out.writeInt(handle);
        });
    }

    /** A string, then a new object whose class descriptor is a back-reference to that string. */
    static byte[] stringAsDescriptor() {
        return raw(out -> {
            out.writeByte(ObjectStreamConstants.TC_STRING);
            out.writeUTF("not a descriptor");
            out.writeByte(ObjectStreamConstants.TC_OBJECT);
            out.writeByte(ObjectStreamConstants.TC_REFERENCE);
            out.writeInt(ObjectStreamConstants.baseWireHandle);
        });
    }

    /**
     * A LocalDate (a java.time.Ser object) whose skipped custom data holds a class whose
     * descriptor is a back-reference to that Ser object, still being read: the JDK's handle holds
     * the Ser object then, so the cast to a descriptor fails.
     */
    static byte[] objectInProgressAsDescriptor() {
        byte[] date = StreamBytes.of(java.time.LocalDate.of(2024, 2, 29));
        if (date[date.length - 1] != ObjectStreamConstants.TC_ENDBLOCKDATA) {
            throw new IllegalStateException("a LocalDate's stream does not end its block data last");
        }
        byte[] inserted = {ObjectStreamConstants.TC_CLASS, ObjectStreamConstants.TC_REFERENCE, 0x00, 0x7e, 0x00, 0x01};
        byte[] bytes = Arrays.copyOf(date, date.length + inserted.length);
        System.arraycopy(inserted, 0, bytes, date.length - 1, inserted.length);
        bytes[bytes.length - 1] = ObjectStreamConstants.TC_ENDBLOCKDATA;
        return bytes;
    }

    /**
     * A BigDecimal whose unscaled value's class does not resolve (its name changed, same length):
     * {@code BigDecimal.readObject}'s {@code fields.get("intVal", null)} answers null on JDK 17
     * (a StreamCorruptedException follows) and throws the ClassNotFoundException from JDK 18 on.
     */
    static byte[] bigDecimalOfUnknownClass() {
        return StreamBytes.replace(StreamBytes.of(new java.math.BigDecimal("-12.5")), "java.math.BigInteger", "java.math.BigIntegeR");
    }

    /**
     * A BigInteger whose magnitude is an object of a class that does not resolve:
     * {@code BigInteger.readObject}'s {@code fields.get("magnitude", null)} answers null on JDK 17
     * (a NullPointerException follows) and throws the ClassNotFoundException from JDK 18 on.
     */
    static byte[] bigIntegerOfUnknownMagnitudeClass() {
        byte[] bytes = StreamBytes.of(new java.math.BigInteger("-125"));
        byte[] arrayStart = {ObjectStreamConstants.TC_ARRAY, ObjectStreamConstants.TC_CLASSDESC, 0, 2, '[', 'B'};
        for (int at = 0; at + arrayStart.length <= bytes.length; at++) {
            if (Arrays.equals(bytes, at, at + arrayStart.length, arrayStart, 0, arrayStart.length)) {
                // TC_ARRAY, then the descriptor: TC_CLASSDESC, "[B", uid, flags, no fields, no annotation, no super.
                int length = at + 1 + 1 + 4 + 8 + 1 + 2 + 1 + 1;
                int end = length + 4 + java.nio.ByteBuffer.wrap(bytes, length, 4).getInt();
                byte[] unknown = raw(out -> {
                    out.writeByte(ObjectStreamConstants.TC_OBJECT);
                    out.writeByte(ObjectStreamConstants.TC_CLASSDESC);
                    out.writeUTF("x.Unknown");
                    out.writeLong(1L);
                    out.writeByte(ObjectStreamConstants.SC_SERIALIZABLE);
                    out.writeShort(0);
                    out.writeByte(ObjectStreamConstants.TC_ENDBLOCKDATA);
                    out.writeByte(ObjectStreamConstants.TC_NULL);
                });
                ByteArrayOutputStream result = new ByteArrayOutputStream();
                result.write(bytes, 0, at);
                result.write(unknown, 4, unknown.length - 4);
                result.write(bytes, end, bytes.length - end);
                return result.toByteArray();
            }
        }
        throw new IllegalStateException("no byte[] in a BigInteger's stream");
    }

    /** A proxy descriptor whose interface list names {@code names}, with no object data. */
    static byte[] proxy(String... names) {
        return raw(out -> {
            out.writeByte(ObjectStreamConstants.TC_OBJECT);
            out.writeByte(ObjectStreamConstants.TC_PROXYCLASSDESC);
            out.writeInt(names.length);
            for (String name : names) {
                out.writeUTF(name);
            }
            out.writeByte(ObjectStreamConstants.TC_ENDBLOCKDATA);
            out.writeByte(ObjectStreamConstants.TC_NULL);
        });
    }

    /** Liar's stream, with the byte at {@code offset} after its class name (0..7 the uid, 8 the flags, 11 the first field's type code) set to {@code value}. */
    static byte[] liar(int offset, int value) {
        byte[] bytes = StreamBytes.of(new Liar());
        int at = afterName(bytes, Liar.class.getName()) + offset;
        bytes[at] = (byte) value;
        return bytes;
    }

    /** Liar's stream with its first object field's type string (Ljava/lang/String;) naming {@code type} instead (same length). */
    static byte[] liarFieldType(String type) {
        return StreamBytes.replace(StreamBytes.of(new Liar()), "Ljava/lang/String;", type);
    }

    /** An enum constant whose descriptor is Liar's (a non-enum class). */
    static byte[] enumOfNonEnum() {
        byte[] liar = StreamBytes.of(new Liar());
        int descriptor = afterName(liar, Liar.class.getName()) - Liar.class.getName().length() - 3;
        byte[] bytes = liar.clone();
        bytes[descriptor - 1] = ObjectStreamConstants.TC_ENUM;
        int uid = afterName(bytes, Liar.class.getName());
        Arrays.fill(bytes, uid, uid + 8, (byte) 0);
        bytes[uid + 8] = ObjectStreamConstants.SC_SERIALIZABLE | ObjectStreamConstants.SC_ENUM;
        return bytes;
    }

    private static int afterName(byte[] bytes, String name) {
        byte[] search = name.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i + search.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + search.length, search, 0, search.length)) {
                return i + search.length;
            }
        }
        throw new IllegalArgumentException(name + " not in the stream");
    }

    /**
     * The "billion laughs" of serialization: {@code depth} levels of two HashSets each holding both
     * sets of the next level, so reading hashes 2^depth sets. Linear to write, exponential to read.
     */
    static byte[] nestedSets(int depth) {
        Set<Object> root = new HashSet<>();
        Set<Object> left = root;
        Set<Object> right = new HashSet<>();
        for (int i = 0; i < depth; i++) {
            Set<Object> nextLeft = new HashSet<>();
            Set<Object> nextRight = new HashSet<>();
            nextLeft.add("laugh");
            left.add(nextLeft);
            left.add(nextRight);
            right.add(nextLeft);
            right.add(nextRight);
            left = nextLeft;
            right = nextRight;
        }
        return StreamBytes.of(root);
    }
}
