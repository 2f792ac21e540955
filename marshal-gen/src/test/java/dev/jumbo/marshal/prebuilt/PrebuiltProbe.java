package dev.jumbo.marshal.prebuilt;

import dev.jumbo.marshal.JumboObjectInputStream;
import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.MarshallerCache;
import dev.jumbo.marshal.UnmarshallerCache;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.Arrays;

/**
 * The child JVM of {@link PrebuiltFreshJvmTest}, started with stored code for
 * {@link PrebuiltSamples} on its class path and without lang: each sample graph is written by
 * {@link JumboObjectOutputStream} (default options) and by {@code ObjectOutputStream}, read back by
 * {@link JumboObjectInputStream} and by {@code ObjectInputStream}; the bytes must be equal, and so
 * must what the two readers return (written again by {@code ObjectOutputStream}). From the first
 * instance on, each class must have its stored marshaller and unmarshaller.
 */
public final class PrebuiltProbe {
    static final int ROUNDS = 10;

    private PrebuiltProbe() {
    }

    public static void main(String[] arguments) throws IOException, ClassNotFoundException {
        int checked = 0;
        for (int round = 0; round < ROUNDS; round++) {
            for (Object graph : PrebuiltSamples.graphs(round)) {
                byte[] jumbo = writeJumbo(graph);
                byte[] jdk = writeJdk(graph);
                if (!Arrays.equals(jumbo, jdk)) {
                    throw new AssertionError("round " + round + ": " + graph.getClass().getName() + " written differently");
                }
                Object readByJumbo;
                try (JumboObjectInputStream in = new JumboObjectInputStream(new ByteArrayInputStream(jumbo))) {
                    readByJumbo = in.readObject();
                }
                Object readByJdk;
                try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(jdk))) {
                    readByJdk = in.readObject();
                }
                if (!Arrays.equals(writeJdk(readByJumbo), writeJdk(readByJdk))) {
                    throw new AssertionError("round " + round + ": " + graph.getClass().getName() + " read differently");
                }
                checked++;
            }
            if (round == 0) {
                for (Class<?> type : PrebuiltSamples.classes()) {
                    boolean writer = MarshallerCache.shared().marshaller(type) != null;
                    boolean reader = UnmarshallerCache.shared().generatedCount(type) == 1;
                    System.out.println("[prebuilt] " + type.getSimpleName() + " marshaller " + writer + " unmarshaller " + reader);
                }
            }
        }
        System.out.println("[prebuilt] " + checked + " graphs written and read as the JDK does");
    }

    private static byte[] writeJumbo(Object graph) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JumboObjectOutputStream out = new JumboObjectOutputStream(bytes)) {
            out.writeObject(graph);
        }
        return bytes.toByteArray();
    }

    private static byte[] writeJdk(Object graph) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(graph);
        }
        return bytes.toByteArray();
    }
}
