package dev.jumbo.marshal.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.ReflectiveObjectOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A stream's first descriptor chain, written in one copy: the JDK's bytes for a chain whose
 * type strings repeat within a class and across its superclasses, after a reset, and for a
 * stream class of a user's that annotates its classes (which takes the long way).
 */
class DescriptorChainTest {
    static class Base implements Serializable {
        private static final long serialVersionUID = 1L;
        String name = "base";
        Object tag = 7;
    }

    static class Middle extends Base {
        private static final long serialVersionUID = 2L;
        String title = "middle";
        int count = 3;
    }

    static final class Leaf extends Middle {
        private static final long serialVersionUID = 3L;
        String label = "leaf";
        Object other = "other";
        List<String> names = List.of("a", "b");
    }

    /** A user's stream that writes something into every classAnnotation. */
    static final class AnnotatingStream extends ObjectOutputStream {
        AnnotatingStream(ByteArrayOutputStream bytes) throws IOException {
            super(bytes);
        }

        @Override
        protected void annotateClass(Class<?> type) throws IOException {
            writeUTF(type.getSimpleName());
        }
    }

    /** The same, over our stream. */
    static final class AnnotatingJumboStream extends JumboObjectOutputStream {
        AnnotatingJumboStream(ByteArrayOutputStream bytes) throws IOException {
            super(bytes);
        }

        @Override
        protected void annotateClass(Class<?> type) throws IOException {
            writeUTF(type.getSimpleName());
        }
    }

    @FunctionalInterface
    interface StreamOpener {
        ObjectOutputStream open(ByteArrayOutputStream bytes) throws IOException;
    }

    private static byte[] write(StreamOpener opener) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = opener.open(bytes)) {
            out.writeObject(new Leaf());
            out.writeObject(new Middle());
            out.reset();
            out.writeObject(new Middle());
            out.writeObject(new Leaf());
        }
        return bytes.toByteArray();
    }

    @Test
    void chainsWithRepeatedTypeStringsGiveTheJdkBytes() throws IOException {
        byte[] expected = write(ObjectOutputStream::new);

        byte[] reflective = write(ReflectiveObjectOutputStream::new);
        byte[] jumbo = write(bytes -> new JumboObjectOutputStream(bytes, Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache()));

        assertArrayEquals(expected, reflective);
        assertArrayEquals(expected, jumbo);
    }

    @Test
    void aStreamThatAnnotatesItsClassesGivesTheJdkBytes() throws IOException {
        byte[] expected = write(AnnotatingStream::new);

        byte[] jumbo = write(AnnotatingJumboStream::new);

        assertArrayEquals(expected, jumbo);
    }
}
