package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.ChildJvm;
import dev.jumbo.marshal.JumboObjectOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link HashMapWriter} needs a route to HashMap's private serial fields. In a child JVM, with
 * and without {@code -Ddev.jumbo.marshal.allowUnsafe=false}: where the route exists the writer
 * does and writes the JDK's bytes; where it does not (JDK 17-23 without Unsafe) there is no
 * writer, and the general path fails as it did before, naming HashMap. Nothing on stderr.
 */
class HashMapWriterRouteTest {
    /** Run in the child JVM: which writer, then each map written by both streams. */
    public static final class Probe {
        private Probe() {
        }

        public static void main(String[] args) throws IOException {
            Object writer = JdkClassWriters.forClass(HashMap.class);
            System.out.println("writer: " + (writer == null ? "none" : writer.getClass().getSimpleName()));
            int identical = 0;
            List<Map<String, Integer>> maps = List.of(new HashMap<>(Map.of("k", 1, "l", 2)), new LinkedHashMap<>(Map.of("m", 3)));
            for (Map<String, Integer> map : maps) {
                try {
                    if (Arrays.equals(write(map, new ByteArrayOutputStream(), true), write(map, new ByteArrayOutputStream(), false))) {
                        identical++;
                    } else {
                        System.out.println("different: " + map.getClass().getName());
                    }
                } catch (IOException e) {
                    System.out.println("failed: " + e);
                }
            }
            System.out.println("identical " + identical + " of " + maps.size());
        }

        private static byte[] write(Object obj, ByteArrayOutputStream bytes, boolean jdk) throws IOException {
            try (ObjectOutputStream out = jdk ? new ObjectOutputStream(bytes) : new JumboObjectOutputStream(bytes)) {
                out.writeObject(obj);
            }
            return bytes.toByteArray();
        }
    }

    @Test
    void withTheRouteTheWriterWritesTheJdkBytes() throws Exception {
        ChildJvm output = ChildJvm.run(List.of(), Probe.class.getName());

        assertEquals("", output.stderr());
        assertTrue(output.stdout().contains("writer: HashMapWriter"), output.stdout());
        assertTrue(output.stdout().contains("identical 2 of 2"), output.stdout());
    }

    @Test
    void withoutUnsafeOnJdk17ThereIsNoWriter() throws Exception {
        ChildJvm output = ChildJvm.run(List.of("-Ddev.jumbo.marshal.allowUnsafe=false"), Probe.class.getName());

        assertEquals("", output.stderr());
        if (Runtime.version().feature() >= 24) {
            assertTrue(output.stdout().contains("writer: HashMapWriter"), output.stdout());
            assertTrue(output.stdout().contains("identical 2 of 2"), output.stdout());
        } else {
            assertTrue(output.stdout().contains("writer: none"), output.stdout());
            assertTrue(output.stdout().contains("failed: java.io.InvalidClassException: java.util.HashMap; no sanctioned route"), output.stdout());
            assertTrue(output.stdout().contains("identical 0 of 2"), output.stdout());
        }
    }
}
