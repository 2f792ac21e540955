package dev.jumbo.marshal.generation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.jumbo.marshal.conformance.JdkStreams;
import dev.jumbo.marshal.conformance.JumboStreams;
import dev.jumbo.marshal.conformance.StreamFactory;
import dev.jumbo.marshal.conformance.StreamHooks;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.WriteAbortedException;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Stream features around generated marshallers: replaceObject, writeReplace in a field, reset,
 * writeUnshared, a failure written into the stream. Bytes are compared with the JDK's, at
 * every tier ({@link JumboStreams}).
 */
class StreamFeaturesTest {
    /** Writes the stream: what one test does with it. */
    interface Script {
        void run(ObjectOutputStream out) throws IOException;
    }

    static StreamFactory[] factories() {
        return new StreamFactory[] {JumboStreams.ALWAYS, JumboStreams.LOW_THRESHOLD, JumboStreams.DEFAULT_THRESHOLD, JumboStreams.BACKGROUND};
    }

    /** A field value that writes itself as another object. */
    static final class Replaced implements Serializable {
        private static final long serialVersionUID = 1L;

        private Object writeReplace() {
            return new Samples.Simple(77);
        }
    }

    static final class Holder implements Serializable {
        private static final long serialVersionUID = 1L;
        Object first;
        Object second;
        int count;

        Holder(Object first, Object second, int count) {
            this.first = first;
            this.second = second;
            this.count = count;
        }
    }

    private static byte[] write(StreamFactory factory, StreamHooks hooks, Script script) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = factory.open(bytes, hooks)) {
            try {
                script.run(out);
            } catch (IOException expected) {
                // the failure is part of the stream (TC_EXCEPTION); the bytes are compared
            }
        }
        return bytes.toByteArray();
    }

    private static void assertSameBytes(StreamFactory factory, StreamHooks hooks, Script script) throws IOException {
        // Twice: the second run meets the marshallers generated in the first.
        byte[] expected = write(JdkStreams.REFERENCE, hooks, script);
        assertArrayEquals(expected, write(factory, hooks, script), "first run");
        assertArrayEquals(expected, write(factory, hooks, script), "second run");
    }

    private static Script many(Object... roots) {
        return out -> {
            for (int round = 0; round < 120; round++) {
                for (Object root : roots) {
                    out.writeObject(root);
                }
            }
        };
    }

    @ParameterizedTest
    @MethodSource("factories")
    void replaceObjectSeesEveryFieldValue(StreamFactory factory) throws IOException {
        StreamHooks hooks = new StreamHooks() {
            @Override
            public boolean replacesObjects() {
                return true;
            }

            @Override
            public Object replaceObject(Object obj) {
                return obj instanceof Samples.Simple simple && !(obj instanceof Samples.SimpleChild)
                        ? new Samples.SimpleChild(1, 2) : obj;
            }
        };

        assertSameBytes(factory, hooks, many(new Samples.Dummy(1, new Samples.Simple(2), new Samples.Simple(3))));
    }

    @ParameterizedTest
    @MethodSource("factories")
    void aFieldWithWriteReplace(StreamFactory factory) throws IOException {
        Replaced replaced = new Replaced();

        assertSameBytes(factory, StreamHooks.NONE, many(new Holder(replaced, replaced, 1), new Holder(new Samples.Simple(5), replaced, 2)));
    }

    @ParameterizedTest
    @MethodSource("factories")
    void resetAndUnsharedBetweenGeneratedObjects(StreamFactory factory) throws IOException {
        Samples.Simple shared = new Samples.Simple(4);
        Holder holder = new Holder(shared, shared, 3);

        assertSameBytes(factory, StreamHooks.NONE, out -> {
            for (int round = 0; round < 120; round++) {
                out.writeObject(holder);
                out.writeUnshared(new Holder(shared, holder, round));
                out.writeObject(holder);
                if (round % 7 == 0) {
                    out.reset();
                }
            }
        });
    }

    /**
     * The failure is written into the stream (TC_EXCEPTION and the exception); its stack trace
     * names the writer's frames, so the bytes are read back rather than compared.
     */
    @ParameterizedTest
    @MethodSource("factories")
    void aFieldThatIsNotSerializableFailsIntoTheStream(StreamFactory factory) throws Exception {
        byte[] bytes = write(factory, StreamHooks.NONE, out -> {
            for (int round = 0; round < 110; round++) {
                out.writeObject(new Holder(new Samples.Simple(round), null, round));
            }
            out.writeObject(new Holder(new Samples.Simple(1), new Object(), 0));
        });

        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            for (int round = 0; round < 110; round++) {
                assertEquals(round, ((Holder) in.readObject()).count);
            }
            WriteAbortedException aborted = assertThrows(WriteAbortedException.class, in::readObject);
            assertInstanceOf(NotSerializableException.class, aborted.detail);
            assertEquals("java.lang.Object", aborted.detail.getMessage());
        }
    }
}
