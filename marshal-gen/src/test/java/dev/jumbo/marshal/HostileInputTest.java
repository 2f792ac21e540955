package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.jumbo.marshal.io.ArrayChunks;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamConstants;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Streams that lie: the reader allocates only what the bytes have paid for, fails where the JDK
 * fails with the JDK's exception (or, where the JDK runs out of memory or stack, with an
 * {@code IOException}), and keeps identity where it allocates in chunks.
 */
class HostileInputTest {
    @Test
    void aHugeIntArrayLengthWithTenBytesIsAnEofWithoutAllocatingIt() throws Exception {
        byte[] bytes = withArrayLength(new int[0], Integer.MAX_VALUE, 10);

        Throwable failure = readFailure(bytes);

        assertInstanceOf(EOFException.class, failure);
    }

    @Test
    void aHugeObjectArrayLengthWithTenBytesIsAnEofWithoutAllocatingIt() throws Exception {
        byte[] bytes = withArrayLength(new String[0], Integer.MAX_VALUE, 10);

        Throwable failure = readFailure(bytes);

        assertInstanceOf(EOFException.class, failure);
    }

    @Test
    void aHugeLongStringLengthIsReadAsTheJdkReadsIt() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(bytes);
        data.writeShort(ObjectStreamConstants.STREAM_MAGIC);
        data.writeShort(ObjectStreamConstants.STREAM_VERSION);
        data.writeByte(ObjectStreamConstants.TC_LONGSTRING);
        data.writeLong(1L << 40);
        data.writeBytes("only a few bytes");

        assertSameOutcome(bytes.toByteArray());
    }

    @Test
    void aHugeBlockIsReadAsTheJdkReadsIt() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(bytes);
        data.writeShort(ObjectStreamConstants.STREAM_MAGIC);
        data.writeShort(ObjectStreamConstants.STREAM_VERSION);
        data.writeByte(ObjectStreamConstants.TC_BLOCKDATALONG);
        data.writeInt(Integer.MAX_VALUE);
        data.writeBytes("ten bytes.");
        byte[] stream = bytes.toByteArray();

        String jdk = readInts(new ObjectInputStream(new ByteArrayInputStream(stream)));
        String ours = readInts(new ReflectiveObjectInputStream(new ByteArrayInputStream(stream)));

        assertEquals(jdk, ours);
    }

    @Test
    void aHandlePastTheTableIsTheJdksStreamCorruptedException() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(bytes);
        data.writeShort(ObjectStreamConstants.STREAM_MAGIC);
        data.writeShort(ObjectStreamConstants.STREAM_VERSION);
        data.writeByte(ObjectStreamConstants.TC_REFERENCE);
        data.writeInt(ObjectStreamConstants.baseWireHandle + 5);

        assertSameOutcome(bytes.toByteArray());
    }

    @Test
    void deepNestingIsAnInvalidObjectExceptionWhereTheJdkOverflowsTheStack() throws Exception {
        Object[] root = new Object[1];
        Object[] current = root;
        for (int i = 0; i < 20_000; i++) {
            Object[] next = new Object[1];
            current[0] = next;
            current = next;
        }
        byte[] bytes = writeOnLargeStack(root);
        AtomicReference<Throwable> jdk = new AtomicReference<>();
        AtomicReference<Throwable> ours = new AtomicReference<>();

        onSmallStack(() -> jdk.set(readFailure(() -> new ObjectInputStream(new ByteArrayInputStream(bytes)))));
        onSmallStack(() -> ours.set(readFailure(() -> new ReflectiveObjectInputStream(new ByteArrayInputStream(bytes)))));

        assertInstanceOf(StackOverflowError.class, jdk.get());
        assertInstanceOf(InvalidObjectException.class, ours.get());
    }

    @Test
    void aLongObjectArrayThatContainsItselfKeepsItsIdentity() throws Exception {
        Object[] array = new Object[ArrayChunks.FIRST_CHUNK * 3];
        Arrays.fill(array, "element");
        array[ArrayChunks.FIRST_CHUNK * 2 + 5] = array;
        byte[] bytes = DescriptorMatchingTest.write(array);

        Object[] read;
        try (ObjectInputStream in = new ReflectiveObjectInputStream(new ByteArrayInputStream(bytes))) {
            read = (Object[]) in.readObject();
        }

        assertEquals(array.length, read.length);
        assertSame(read, read[ArrayChunks.FIRST_CHUNK * 2 + 5]);
        assertSameOutcome(bytes);
    }

    @Test
    void aLongPrimitiveArrayGrowsToItsLength() throws Exception {
        long[] values = new long[ArrayChunks.FIRST_CHUNK * 5 + 3];
        Arrays.setAll(values, i -> i * 7L);
        byte[] bytes = DescriptorMatchingTest.write(new Object[] {values, values});

        assertSameOutcome(bytes);
    }

    private static void assertSameOutcome(byte[] bytes) {
        ReaderDifferential.Outcome jdk = ReaderDifferential.read(ReaderDifferential.JDK, bytes, 2, true);
        ReaderDifferential.Outcome ours = ReaderDifferential.read(ReaderDifferential.OURS, bytes, 2, true);
        assertEquals(jdk.results(), ours.results());
        assertEquals(jdk.filterCalls(), ours.filterCalls());
    }

    private static Throwable readFailure(byte[] bytes) throws IOException {
        return readFailure(new ReflectiveObjectInputStream(new ByteArrayInputStream(bytes)));
    }

    private static Throwable readFailure(ObjectInputStream in) {
        return assertThrows(Throwable.class, () -> {
            try (in) {
                in.readObject();
            }
        });
    }

    interface Opener {
        ObjectInputStream open() throws IOException;
    }

    private static Throwable readFailure(Opener opener) {
        return assertThrows(Throwable.class, () -> {
            try (ObjectInputStream in = opener.open()) {
                in.readObject();
            }
        });
    }

    private static String readInts(ObjectInputStream in) {
        StringBuilder results = new StringBuilder();
        try (in) {
            results.append(in.available()).append(' ').append(in.readInt()).append(' ').append(in.readInt()).append(' ');
            results.append(in.readInt());
        } catch (IOException e) {
            results.append(e.getClass().getName()).append(": ").append(e.getMessage());
        }
        return results.toString();
    }

    /** A stream of one array, its length field replaced, cut to {@code tail} bytes after it. */
    private static byte[] withArrayLength(Object array, int length, int tail) throws IOException {
        byte[] bytes = DescriptorMatchingTest.write(array);
        byte[] patched = Arrays.copyOf(bytes, bytes.length + tail);
        int at = bytes.length - 4;
        patched[at] = (byte) (length >>> 24);
        patched[at + 1] = (byte) (length >>> 16);
        patched[at + 2] = (byte) (length >>> 8);
        patched[at + 3] = (byte) length;
        Arrays.fill(patched, bytes.length, patched.length, ObjectStreamConstants.TC_NULL);
        return patched;
    }

    private static byte[] writeOnLargeStack(Object obj) throws Exception {
        AtomicReference<byte[]> bytes = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        Thread writer = new Thread(null, () -> {
            try {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                try (ObjectOutputStream stream = new ObjectOutputStream(out)) {
                    stream.writeObject(obj);
                }
                bytes.set(out.toByteArray());
            } catch (Exception e) {
                failure.set(e);
            }
        }, "large stack", 512L << 20);
        writer.start();
        writer.join();
        if (failure.get() != null) {
            throw failure.get();
        }
        return bytes.get();
    }

    private static void onSmallStack(Runnable action) throws InterruptedException {
        Thread thread = new Thread(null, action, "small stack", 256L << 10);
        thread.start();
        thread.join();
    }
}
