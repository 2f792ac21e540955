package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.jdk.EnumWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * An enum's constants met in a generated marshaller's field are written by {@link EnumWriter},
 * which the field's inline cache keeps, with the JDK's bytes: an application's enum, a constant
 * with a body of its own, and a JDK enum, in fields, at the top level and in tail position. The
 * reflective tier keeps writing enums itself: the cache gives no marshaller for them.
 */
class EnumWriterTest {
    enum Color {
        RED,
        GREEN {
            @Override
            public String toString() {
                return "green";
            }
        }
    }

    static final class Painted implements Serializable {
        Color first;
        Color second;
        TimeUnit unit;
        Object last;
    }

    /** Counts the enum constants that reach the general path inside an object. */
    static final class CountingStream extends JumboObjectOutputStream {
        int enumsInside;

        CountingStream(OutputStream out, Options options) throws IOException {
            super(out, options);
        }

        @Override
        protected void writeContent(Object obj, boolean unshared) throws IOException {
            if (obj instanceof Enum<?> && depth() > 0) {
                enumsInside++;
            }
            super.writeContent(obj, unshared);
        }
    }

    @Test
    void writesEveryEnumsConstantsAsTheJdkDoes() throws IOException {
        MarshallerCache cache = new MarshallerCache();
        Options options = Options.defaults().withCache(cache).withThreshold(0).withSynchronousGeneration();
        Painted painted = new Painted();
        painted.first = Color.RED;
        painted.second = Color.GREEN;
        painted.unit = TimeUnit.SECONDS;
        painted.last = Color.GREEN;
        Object[] roots = {painted, Color.RED, TimeUnit.DAYS, painted};
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        write(roots, new ObjectOutputStream(expected));

        ByteArrayOutputStream first = new ByteArrayOutputStream();
        CountingStream firstStream = write(roots, new CountingStream(first, options));
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        CountingStream secondStream = write(roots, new CountingStream(again, options));

        assertArrayEquals(expected.toByteArray(), first.toByteArray());
        assertArrayEquals(expected.toByteArray(), again.toByteArray(), "the second stream, with the fields' caches filled");
        assertTrue(firstStream.enumsInside > 0, "the first stream fills the fields' caches by the general path");
        assertEquals(0, secondStream.enumsInside, "the second stream's enums in fields and in tail position");
        assertInstanceOf(EnumWriter.class, cache.entry(Color.GREEN.getClass()).fieldWriter());
        assertNull(cache.marshaller(Color.class), "the reflective tier writes enums itself");
    }

    /** Writes the roots into {@code out} and closes it; returns it, for what it counted. */
    private static <T extends ObjectOutputStream> T write(Object[] roots, T out) throws IOException {
        try (out) {
            for (Object root : roots) {
                out.writeObject(root);
            }
        }
        return out;
    }
}
