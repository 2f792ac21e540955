package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.marshal.io.BlockDataInput;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OptionalDataException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The primitive read methods of {@link ReflectiveObjectInputStream} (and so {@link BlockDataInput})
 * against {@code java.io.ObjectInputStream} on the same bytes: each case writes primitive data
 * (and objects between it) with {@code ObjectOutputStream}, then runs one script of reads on both
 * readers; every value read, every count, and the exception that ends the script must be equal.
 */
class BlockDataInputTest {
    interface Writer {
        void write(ObjectOutputStream out) throws IOException;
    }

    interface Read {
        Object apply(ObjectInputStream in) throws Exception;
    }

    record Case(String name, Writer writer, List<Read> reads) {
    }

    private static final String LONG_ASCII = "x".repeat(3000);
    private static final String MIXED = "a\u00e9\u20ac".repeat(700);

    private static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("every primitive", out -> {
            out.writeBoolean(true);
            out.writeByte(-3);
            out.writeChar('\u20ac');
            out.writeShort(-2);
            out.writeInt(123456789);
            out.writeLong(-1L << 40);
            out.writeFloat(1.5f);
            out.writeDouble(-2.25);
            out.writeUTF("h\u00e9llo");
        }, List.of(ObjectInputStream::readBoolean, ObjectInputStream::readByte, ObjectInputStream::readChar,
                ObjectInputStream::readShort, ObjectInputStream::readInt, ObjectInputStream::readLong,
                ObjectInputStream::readFloat, ObjectInputStream::readDouble, ObjectInputStream::readUTF,
                ObjectInputStream::read, ObjectInputStream::available)));
        cases.add(new Case("ints across block boundaries", out -> {
            for (int i = 0; i < 700; i++) {
                out.writeInt(i * 31);
            }
        }, repeat(700, ObjectInputStream::readInt)));
        cases.add(new Case("longs across block boundaries, unaligned", out -> {
            out.writeByte(1);
            for (int i = 0; i < 300; i++) {
                out.writeLong(i * 0x0102030405L);
            }
        }, concat(List.of(ObjectInputStream::readByte), repeat(300, ObjectInputStream::readLong))));
        cases.add(new Case("UTF strings across blocks", out -> {
            out.writeUTF(LONG_ASCII);
            out.writeByte(7);
            out.writeUTF(MIXED);
            out.writeUTF("");
        }, List.of(ObjectInputStream::readUTF, ObjectInputStream::readByte, ObjectInputStream::readUTF,
                ObjectInputStream::readUTF, ObjectInputStream::readUTF)));
        cases.add(new Case("UTF strings that ASCII decoding must not take", out -> {
            out.writeUTF("\uFFFD");
            out.writeUTF("ascii then \uFFFD");
            out.writeUTF("nul \u0000 inside");
            out.writeUTF("\u007F\u0080");
            out.writeUTF("\uD83D\uDE00");
        }, repeat(5, ObjectInputStream::readUTF)));
        cases.add(new Case("UTF bytes that standard and modified UTF-8 decode apart", out -> {
            writeRawUtf(out, 0x61, 0xE0, 0x80, 0x80);
            writeRawUtf(out, 0xC1, 0xBF, 0x62);
            writeRawUtf(out, 0xED, 0xA0, 0x80);
            writeRawUtf(out, 0x63, 0xF0, 0x9F, 0x98, 0x80);
            out.writeInt(17);
            writeRawUtf(out, 0x64, 0x80, 0x65);
            out.writeInt(18);
            writeRawUtf(out, 0xD0, 0x9F, 0xE6, 0x9D, 0xB1);
        }, List.of(ObjectInputStream::readUTF, ObjectInputStream::readUTF, ObjectInputStream::readUTF,
                ObjectInputStream::readUTF, ObjectInputStream::readInt, ObjectInputStream::readUTF,
                ObjectInputStream::readInt, ObjectInputStream::readUTF)));
        cases.add(new Case("readFully and read(byte[]) across blocks", out -> {
            byte[] bytes = new byte[5000];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) i;
            }
            out.write(bytes);
        }, List.of(in -> readBytes(in, 1500), in -> in.read(new byte[2000], 0, 2000), in -> in.skipBytes(700),
                in -> in.available(), in -> readBytes(in, 10), in -> in.read(new byte[5000]), in -> in.read(),
                in -> in.read(new byte[10]), in -> readBytes(in, 1))));
        cases.add(new Case("an object between primitive data", out -> {
            out.writeInt(1);
            out.writeObject("between");
            out.writeInt(2);
        }, List.of(ObjectInputStream::readInt, ObjectInputStream::readInt)));
        cases.add(new Case("strings as objects: ASCII, other text, empty, a whole buffer and more, the forms only modified UTF-8 has", out -> {
            out.writeObject("plain");
            out.writeObject("na\u00efve caf\u00e9 \u2615");
            out.writeObject("");
            out.writeObject("a".repeat(1024));
            out.writeObject("b".repeat(1025));
            out.writeObject("\u00e9".repeat(600));
            out.writeObject("\u041f\u0440\u0438\u0432\u0435\u0442 \u6771\u4eac");
            out.writeObject("\u0000\uD83D\uDE00\uFFFD");
        }, repeat(8, ObjectInputStream::readObject)));
        cases.add(new Case("an object where primitive data stands", out -> {
            out.writeInt(42);
            out.writeShort(3);
        }, List.of(ObjectInputStream::readObject)));
        cases.add(new Case("primitive data where an object stands, then the object", out -> {
            out.writeObject("first");
            out.writeInt(5);
            out.writeObject("second");
        }, List.of(ObjectInputStream::readObject, ObjectInputStream::readObject, ObjectInputStream::readInt,
                ObjectInputStream::readObject, ObjectInputStream::read, ObjectInputStream::readObject)));
        cases.add(new Case("read at the end of block data before an object", out -> {
            out.writeByte(9);
            out.writeObject("after");
        }, List.of(ObjectInputStream::read, ObjectInputStream::read, in -> in.read(new byte[4]),
                ObjectInputStream::available, in -> in.skipBytes(3), ObjectInputStream::readInt)));
        cases.add(new Case("readLine", out -> {
            out.writeBytes("first line\nsecond\r\nthird\rfourth");
        }, List.of(ObjectInputStream::readLine, ObjectInputStream::readLine, ObjectInputStream::readLine,
                ObjectInputStream::readLine, ObjectInputStream::readLine)));
        cases.add(new Case("reads past the end of the stream", out -> out.writeShort(1),
                List.of(ObjectInputStream::readInt, ObjectInputStream::read)));
        cases.add(new Case("a large block of data", out -> {
            out.write(new byte[70000]);
            out.writeLong(77);
        }, List.of(in -> in.skipBytes(69999), ObjectInputStream::readByte, ObjectInputStream::readLong,
                ObjectInputStream::available)));
        return cases;
    }

    @TestFactory
    Stream<DynamicTest> primitiveReadsAgreeWithTheJdk() {
        return cases().stream().map(testCase -> DynamicTest.dynamicTest(testCase.name(), () -> {
            byte[] bytes = write(testCase.writer());

            List<String> jdk = run(new ObjectInputStream(new ByteArrayInputStream(bytes)), testCase.reads());
            List<String> ours = run(new ReflectiveObjectInputStream(new ByteArrayInputStream(bytes)), testCase.reads());

            assertEquals(jdk, ours);
        }));
    }

    @TestFactory
    Stream<DynamicTest> primitiveReadsAgreeOnAStreamThatDeliversOneByteAtATime() {
        return cases().stream().map(testCase -> DynamicTest.dynamicTest(testCase.name(), () -> {
            byte[] bytes = write(testCase.writer());

            List<String> jdk = run(new ObjectInputStream(trickle(bytes)), testCase.reads());
            List<String> ours = run(new ReflectiveObjectInputStream(trickle(bytes)), testCase.reads());

            assertEquals(jdk, ours);
        }));
    }

    @Test
    void aStringCutShortFailsAsTheJdkFailsOnAStreamThatIsNotAByteArray() throws IOException {
        byte[] whole = write(out -> out.writeObject("x".repeat(100)));
        byte[] cut = Arrays.copyOf(whole, whole.length - 10);

        List<String> jdk = run(new ObjectInputStream(trickle(cut)), List.of(ObjectInputStream::readObject));
        List<String> ours = run(new ReflectiveObjectInputStream(trickle(cut)), List.of(ObjectInputStream::readObject));

        assertEquals(jdk, ours);
    }

    /** A UTF length and then these bytes, as no writer writes them. */
    private static void writeRawUtf(ObjectOutputStream out, int... bytes) throws IOException {
        out.writeShort(bytes.length);
        for (int b : bytes) {
            out.writeByte(b);
        }
    }

    private static InputStream trickle(byte[] bytes) {
        return new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] buffer, int offset, int length) {
                return super.read(buffer, offset, Math.min(length, 1));
            }

            @Override
            public synchronized int available() {
                return Math.min(1, super.available());
            }
        };
    }

    private static byte[] write(Writer writer) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            writer.write(out);
        }
        return bytes.toByteArray();
    }

    private static List<String> run(ObjectInputStream in, List<Read> reads) {
        List<String> results = new ArrayList<>();
        for (Read read : reads) {
            try {
                Object value = read.apply(in);
                results.add(value instanceof byte[] array ? Arrays.toString(array) : String.valueOf(value));
            } catch (OptionalDataException e) {
                results.add("OptionalDataException length=" + e.length + " eof=" + e.eof);
            } catch (Exception e) {
                results.add(e.getClass().getName() + ": " + e.getMessage());
            }
        }
        return results;
    }

    private static byte[] readBytes(ObjectInputStream in, int length) throws IOException {
        byte[] bytes = new byte[length];
        in.readFully(bytes);
        return bytes;
    }

    private static List<Read> repeat(int times, Read read) {
        List<Read> reads = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            reads.add(read);
        }
        return reads;
    }

    private static List<Read> concat(List<Read> first, List<Read> second) {
        List<Read> reads = new ArrayList<>(first);
        reads.addAll(second);
        return reads;
    }
}
