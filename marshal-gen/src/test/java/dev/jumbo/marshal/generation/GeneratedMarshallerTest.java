package dev.jumbo.marshal.generation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.MarshallerCache;
import dev.jumbo.marshal.Options;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Generated marshallers write the JDK's bytes, for the classes they are generated for. */
class GeneratedMarshallerTest {
    static byte[] jdk(Object... roots) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (Object root : roots) {
                out.writeObject(root);
            }
        }
        return bytes.toByteArray();
    }

    static byte[] jumbo(Options options, Object... roots) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new JumboObjectOutputStream(bytes, options)) {
            for (Object root : roots) {
                out.writeObject(root);
            }
        }
        return bytes.toByteArray();
    }

    private static void assertSameBytes(Object... roots) throws IOException {
        Options always = Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache();
        assertArrayEquals(jdk(roots), jumbo(always, roots), "threshold 0");
        // Twice through one cache: the second stream uses the marshallers the first one made.
        assertArrayEquals(jdk(roots), jumbo(always, roots), "threshold 0, warm cache");
        assertArrayEquals(jdk(roots), jumbo(Options.defaults().withThreshold(2).withSynchronousGeneration().withPrivateCache(), roots), "threshold 2");
    }

    @Test
    void dummiesWithSharedAndPolymorphicFields() throws IOException {
        Samples.Simple shared = new Samples.Simple(9);
        List<Object> roots = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Samples.Simple second = i % 3 == 0 ? new Samples.SimpleChild(i, -i) : new Samples.Simple(i + 100);
            roots.add(new Samples.Dummy(i, i % 2 == 0 ? shared : new Samples.Simple(i), i % 5 == 0 ? null : second));
        }

        assertSameBytes(roots.toArray());
    }

    @Test
    void everyKindOfField() throws IOException {
        assertSameBytes(new Samples.AllKinds(), new Samples.AllKinds(), new Samples.AllKinds());
    }

    @Test
    void writeObjectSlotsAndRecords() throws IOException {
        Samples.CustomChild first = new Samples.CustomChild();
        first.next = new Samples.CustomChild();
        first.next.next = first;

        assertSameBytes(first, new Samples.Point(1, 2, "p"), new Samples.Point(3, 4, null), first.next);
    }

    @Test
    void jdkClassesGoTheSanctionedRoute() throws IOException {
        Map<String, Object> map = new HashMap<>();
        map.put("n", 12L);
        map.put("list", new ArrayList<>(List.of(1, 2.5, "x")));

        assertSameBytes(map, Integer.valueOf(300), Long.valueOf(-1), new java.util.Date(0));
    }

    @Test
    void aCacheGeneratesAfterTheThreshold() throws IOException {
        MarshallerCache cache = new MarshallerCache();
        Options options = Options.defaults().withThreshold(3).withSynchronousGeneration().withCache(cache);

        jumbo(options, new Samples.Simple(1), new Samples.Simple(2), new Samples.Simple(3));
        assertNull(cache.marshaller(Samples.Simple.class), "three instances: not yet");
        jumbo(options, new Samples.Simple(4));

        assertNotNull(cache.marshaller(Samples.Simple.class), cache.reasonForReflectivePath(Samples.Simple.class));
        assertEquals(null, cache.reasonForReflectivePath(Samples.Simple.class));
    }
}
