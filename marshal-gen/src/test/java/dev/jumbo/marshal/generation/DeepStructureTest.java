package dev.jumbo.marshal.generation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.Options;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import org.junit.jupiter.api.Test;

/**
 * A 1,000,000-node linked list of a user class: JumboObjectOutputStream writes it on a thread
 * with the default stack (the marshaller leaves {@code next}, its last field, to the stream's
 * tail loop); java.io.ObjectOutputStream overflows that stack on the same list;
 * java.io.ObjectInputStream reads the bytes back, but only on a thread with a big stack (4 GB reserved; 1 GB overflowed on some runs),
 * since it recurses once per node.
 */
class DeepStructureTest {
    private static final int LENGTH = 1_000_000;
    private static final long BIG_STACK = 1L << 32;

    private static byte[] writeWithJumbo(Options options, Object root) throws InterruptedException {
        Object written = OnThread.run(0, () -> {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new JumboObjectOutputStream(bytes, options)) {
                out.writeObject(root);
            }
            return bytes.toByteArray();
        });
        if (written instanceof Throwable failure) {
            throw new AssertionError("JumboObjectOutputStream failed on the default stack", failure);
        }
        return (byte[]) written;
    }

    @Test
    void jumboWritesAMillionNodesOnTheDefaultStackAndTheJdkReadsThemBack() throws Exception {
        Samples.Node list = Samples.Node.list(LENGTH);

        byte[] bytes = writeWithJumbo(Options.defaults().withPrivateCache(), list);
        Object read = OnThread.run(BIG_STACK, () -> {
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
                return in.readObject();
            }
        });

        Samples.Node node = assertInstanceOf(Samples.Node.class, read, () -> "read back: " + read);
        int count = 0;
        for (; node != null; node = node.next) {
            assertEquals(++count, node.data);
        }
        assertEquals(LENGTH, count);
    }

    @Test
    void theBytesAreTheJdks() throws Exception {
        // Shorter: the JDK needs the big stack to write it, and is slow there.
        Samples.Node list = Samples.Node.list(50_000);

        byte[] withDefaults = writeWithJumbo(Options.defaults().withPrivateCache(), list);
        byte[] always = writeWithJumbo(Options.defaults().withThreshold(0).withPrivateCache(), list);
        Object jdk = OnThread.run(BIG_STACK, () -> {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(list);
            }
            return bytes.toByteArray();
        });

        assertArrayEquals((byte[]) jdk, always);
        assertArrayEquals((byte[]) jdk, withDefaults);
    }

    @Test
    void theJdkStreamOverflowsTheDefaultStackOnTheSameList() throws Exception {
        Samples.Node list = Samples.Node.list(LENGTH);

        Object outcome = OnThread.run(0, () -> {
            try (ObjectOutputStream out = new ObjectOutputStream(new ByteArrayOutputStream())) {
                out.writeObject(list);
            }
            return null;
        });

        assertInstanceOf(StackOverflowError.class, outcome);
    }

    @Test
    void aBackReferenceInTailPositionIsWrittenAsAReference() throws Exception {
        Samples.Node ring = Samples.Node.list(5000);
        Samples.Node last = ring;
        while (last.next != null) {
            last = last.next;
        }
        last.next = ring;

        byte[] bytes = writeWithJumbo(Options.defaults().withThreshold(0).withPrivateCache(), ring);
        Object read = OnThread.run(BIG_STACK, () -> {
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
                return in.readObject();
            }
        });

        Samples.Node head = assertInstanceOf(Samples.Node.class, read, () -> "read back: " + read);
        Samples.Node node = head;
        for (int i = 1; i < 5000; i++) {
            node = node.next;
        }
        assertEquals(5000, node.data);
        assertEquals(head, node.next);
    }
}
