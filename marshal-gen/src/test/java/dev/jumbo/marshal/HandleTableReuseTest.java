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
 * A closed stream gives its cleared handle table to the thread's next stream: neither that
 * stream nor a write after close (which the JDK allows) may see a handle of the other.
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
}
