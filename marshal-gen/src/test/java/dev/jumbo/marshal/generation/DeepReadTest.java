package dev.jumbo.marshal.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.jumbo.marshal.JumboObjectInputStream;
import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.Options;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A 1,000,000-node linked list of a user class, read back by JumboObjectInputStream on a thread
 * with the default stack, at threshold 0 and at the default threshold: past a depth limit the unmarshaller of
 * {@code Node} stops before {@code next}, its last object field (tail position), and the stream
 * reads the rest of the list in a loop. java.io.ObjectInputStream recurses once per node and
 * overflows the same stack. The filter sees the JDK's depth numbers all the same.
 */
class DeepReadTest {
    private static final int LENGTH = 1_000_000;

    /** Written by JumboObjectOutputStream, which writes the list on the default stack (the JDK's bytes). */
    private static byte[] write(Object root) throws Exception {
        Object written = OnThread.run(0, () -> {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new JumboObjectOutputStream(bytes, Options.defaults().withThreshold(0))) {
                out.writeObject(root);
            }
            return bytes.toByteArray();
        });
        if (written instanceof Throwable failure) {
            throw new AssertionError("cannot write the list", failure);
        }
        return (byte[]) written;
    }

    private static Object readWithJumbo(byte[] bytes, Options options) throws Exception {
        return OnThread.run(0, () -> {
            try (ObjectInputStream in = new JumboObjectInputStream(new ByteArrayInputStream(bytes), options)) {
                return in.readObject();
            }
        });
    }

    private static void assertList(Object read, int length) {
        Samples.Node node = assertInstanceOf(Samples.Node.class, read, () -> "read back: " + read);
        int count = 0;
        for (; node != null; node = node.next) {
            assertEquals(++count, node.data);
        }
        assertEquals(length, count);
    }

    @Test
    void aMillionNodesAtThresholdZero() throws Exception {
        byte[] bytes = write(Samples.Node.list(LENGTH));

        assertList(readWithJumbo(bytes, Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache()), LENGTH);
    }

    @Test
    void aMillionNodesAtTheDefaultThreshold() throws Exception {
        byte[] bytes = write(Samples.Node.list(LENGTH));

        assertList(readWithJumbo(bytes, Options.defaults().withSynchronousGeneration().withPrivateCache()), LENGTH);
    }

    @Test
    void theJdkReaderOverflowsTheDefaultStackOnTheSameList() throws Exception {
        byte[] bytes = write(Samples.Node.list(LENGTH));

        Object outcome = OnThread.run(0, () -> {
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
                return in.readObject();
            }
        });

        assertInstanceOf(StackOverflowError.class, outcome);
    }

    @Test
    void aRingClosesOnItsHeadInTailPosition() throws Exception {
        Samples.Node ring = Samples.Node.list(20_000);
        Samples.Node last = ring;
        while (last.next != null) {
            last = last.next;
        }
        last.next = ring;
        byte[] bytes = write(ring);

        Object read = readWithJumbo(bytes, Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache());

        Samples.Node head = assertInstanceOf(Samples.Node.class, read, () -> "read back: " + read);
        Samples.Node node = head;
        for (int i = 1; i < 20_000; i++) {
            node = node.next;
        }
        assertEquals(20_000, node.data);
        assertSame(head, node.next);
    }

    /** The filter's calls (class, depth, references) on a list long enough to go past the depth limit: the JDK's. */
    @Test
    void theFilterSeesTheJdksDepths() throws Exception {
        byte[] bytes = write(Samples.Node.list(3000));
        List<String> jdk = new ArrayList<>();
        List<String> ours = new ArrayList<>();

        Object jdkRead = OnThread.run(1L << 28, () -> {
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
                in.setObjectInputFilter(recording(jdk));
                return in.readObject();
            }
        });
        Object oursRead = OnThread.run(0, () -> {
            try (ObjectInputStream in = new JumboObjectInputStream(new ByteArrayInputStream(bytes),
                    Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache())) {
                in.setObjectInputFilter(recording(ours));
                return in.readObject();
            }
        });

        assertList(jdkRead, 3000);
        assertList(oursRead, 3000);
        assertEquals(jdk, ours);
    }

    private static ObjectInputFilter recording(List<String> calls) {
        return info -> {
            calls.add(info.serialClass() + " " + info.arrayLength() + " " + info.depth() + " " + info.references());
            return ObjectInputFilter.Status.UNDECIDED;
        };
    }
}
