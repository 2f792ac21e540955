package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A closed stream gives its cleared handle table, replacement arrays and byte buffer to the
 * thread's next stream: neither that stream nor a write after close (which the JDK allows) may
 * see a handle, a replacement or a byte of the other.
 */
class HandleTableReuseTest {
    private interface Opener {
        ObjectOutputStream open(OutputStream sink) throws IOException;
    }

    @Test
    void aWriteAfterCloseAndTheNextStreamWriteWhatTheJdkWrites() throws IOException {
        List<Object> shared = new ArrayList<>(List.of("a", "b"));
        shared.add(shared);

        byte[][] expected = writeTwoStreams(ObjectOutputStream::new, shared);
        byte[][] jumbo = writeTwoStreams(JumboObjectOutputStream::new, shared);
        byte[][] reflective = writeTwoStreams(ReflectiveObjectOutputStream::new, shared);

        for (int stream = 0; stream < expected.length; stream++) {
            assertArrayEquals(expected[stream], jumbo[stream], "Jumbo, stream " + stream);
            assertArrayEquals(expected[stream], reflective[stream], "reflective, stream " + stream);
        }
    }

    /** One stream written, closed and written again; then a second stream of the same thread. */
    private static byte[][] writeTwoStreams(Opener opener, Object graph) throws IOException {
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        ObjectOutputStream stream = opener.open(first);
        stream.writeObject(graph);
        stream.close();
        stream.writeObject(graph);
        stream.flush();
        ByteArrayOutputStream second = new ByteArrayOutputStream();
        try (ObjectOutputStream next = opener.open(second)) {
            next.writeObject(graph);
            next.writeObject(graph);
        }
        return new byte[][] {first.toByteArray(), second.toByteArray()};
    }

    @Test
    void twoOpenStreamsOfOneThreadNeverShareATable() throws IOException {
        List<Object> graph = new ArrayList<>(List.of("x", "y"));
        byte[][] expected = interleave(ObjectOutputStream::new, graph);

        byte[][] jumbo = interleave(JumboObjectOutputStream::new, graph);

        assertArrayEquals(expected[0], jumbo[0]);
        assertArrayEquals(expected[1], jumbo[1]);
    }

    /** A stream takes the spare, a second one opens, the second closes first, then a third opens beside the first. */
    private static byte[][] interleave(Opener opener, Object graph) throws IOException {
        try (ObjectOutputStream warmUp = opener.open(new ByteArrayOutputStream())) {
            warmUp.writeObject(graph);
        }
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        ObjectOutputStream holding = opener.open(first);
        holding.writeObject(graph);
        try (ObjectOutputStream second = opener.open(new ByteArrayOutputStream())) {
            second.writeObject(List.of("z"));
        }
        ByteArrayOutputStream third = new ByteArrayOutputStream();
        try (ObjectOutputStream stream = opener.open(third)) {
            stream.writeObject(graph);
            holding.writeObject(graph);
            stream.writeObject(graph);
        }
        holding.close();
        return new byte[][] {first.toByteArray(), third.toByteArray()};
    }

    @Test
    void aWriteAfterCloseBesideTheStreamThatTookTheSparesWritesWhatTheJdkWrites() throws IOException {
        List<Object> graph = new ArrayList<>(List.of("x", java.time.LocalDate.of(2026, 11, 27)));
        byte[][] expected = writeAfterCloseBesideTheNext(ObjectOutputStream::new, graph);

        byte[][] jumbo = writeAfterCloseBesideTheNext(JumboObjectOutputStream::new, graph);

        assertArrayEquals(expected[0], jumbo[0], "the stream written after its close");
        assertArrayEquals(expected[1], jumbo[1], "the stream that took the spares");
    }

    /** A stream is closed, the next one takes its spares, and the closed one is written again between the next one's writes. */
    private static byte[][] writeAfterCloseBesideTheNext(Opener opener, Object graph) throws IOException {
        ByteArrayOutputStream closedSink = new ByteArrayOutputStream();
        ObjectOutputStream closed = opener.open(closedSink);
        closed.writeObject(graph);
        closed.writeInt(7);
        closed.close();
        ByteArrayOutputStream nextSink = new ByteArrayOutputStream();
        try (ObjectOutputStream next = opener.open(nextSink)) {
            next.writeObject(graph);
            next.writeInt(8);
            closed.writeObject(graph);
            closed.writeInt(9);
            closed.flush();
            next.writeObject(graph);
        }
        return new byte[][] {closedSink.toByteArray(), nextSink.toByteArray()};
    }
}
