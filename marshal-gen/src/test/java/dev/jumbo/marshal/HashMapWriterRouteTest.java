package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

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
        String[] output = runProbe(List.of());

        assertEquals("", output[1]);
        assertTrue(output[0].contains("writer: HashMapWriter"), output[0]);
        assertTrue(output[0].contains("identical 2 of 2"), output[0]);
    }

    @Test
    void withoutUnsafeOnJdk17ThereIsNoWriter() throws Exception {
        String[] output = runProbe(List.of("-Ddev.jumbo.marshal.allowUnsafe=false"));

        assertEquals("", output[1]);
        if (Runtime.version().feature() >= 24) {
            assertTrue(output[0].contains("writer: HashMapWriter"), output[0]);
            assertTrue(output[0].contains("identical 2 of 2"), output[0]);
        } else {
            assertTrue(output[0].contains("writer: none"), output[0]);
            assertTrue(output[0].contains("failed: java.io.InvalidClassException: java.util.HashMap; no sanctioned route"), output[0]);
            assertTrue(output[0].contains("identical 0 of 2"), output[0]);
        }
    }

    /** stdout and stderr of the probe in a child JVM with these options. */
    private static String[] runProbe(List<String> options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Probe.class.getName());
        Process process = new ProcessBuilder(command).start();
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), stderr);
        return new String[] {stdout, stderr};
    }
}
