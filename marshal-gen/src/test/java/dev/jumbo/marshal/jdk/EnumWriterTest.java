package dev.jumbo.marshal.jdk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.MarshallerCache;
import dev.jumbo.marshal.Options;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Every enum's constants are written by {@link EnumWriter} from the first instance, whether met
 * at the top level, in a generated marshaller's field or in tail position, with the JDK's bytes:
 * an application's enum, a constant with a body of its own, and a JDK enum.
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

        byte[] first = jumbo(roots, options);
        byte[] again = jumbo(roots, options);

        byte[] expected = jdk(roots);
        assertArrayEquals(expected, first);
        assertArrayEquals(expected, again, "the second stream, with the fields' caches filled");
        assertInstanceOf(EnumWriter.class, cache.marshaller(Color.class));
        assertInstanceOf(EnumWriter.class, cache.marshaller(Color.GREEN.getClass()));
        assertInstanceOf(EnumWriter.class, cache.marshaller(TimeUnit.class));
    }

    private static byte[] jumbo(Object[] roots, Options options) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new JumboObjectOutputStream(bytes, options)) {
            for (Object root : roots) {
                out.writeObject(root);
            }
        }
        return bytes.toByteArray();
    }

    private static byte[] jdk(Object[] roots) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (Object root : roots) {
                out.writeObject(root);
            }
        }
        return bytes.toByteArray();
    }
}
