package dev.jumbo.codese;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;

/**
 * The paper's oracle: a graph written by {@code ObjectOutputStream}, and the graph CoDeSe
 * rebuilt, written by {@code ObjectOutputStream} again, give equal bytes.
 */
public final class Oracle {
    private Oracle() {
    }

    public static byte[] jdkBytes(Object graph) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(graph);
        }
        return bytes.toByteArray();
    }

    public static byte[] store(Object graph, CodeseOptions options) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (CodeseOutputStream out = new CodeseOutputStream(bytes, options)) {
            out.writeObject(graph);
        }
        return bytes.toByteArray();
    }

    public static Object restore(byte[] container, CodeseOptions options) throws IOException, ClassNotFoundException {
        try (CodeseInputStream in = new CodeseInputStream(new ByteArrayInputStream(container), options)) {
            return in.readObject();
        }
    }

    /** Stores and restores {@code graph}, checks the oracle, and returns the restored graph. */
    public static Object check(Object graph, CodeseOptions options) throws IOException, ClassNotFoundException {
        byte[] expected = jdkBytes(graph);
        Object restored = restore(store(graph, options), options);
        assertArrayEquals(expected, jdkBytes(restored), () -> "oracle: bytes differ for " + graph.getClass().getName());
        return restored;
    }

    public static Object check(Object graph) throws IOException, ClassNotFoundException {
        return check(graph, CodeseOptions.DEFAULTS);
    }
}
