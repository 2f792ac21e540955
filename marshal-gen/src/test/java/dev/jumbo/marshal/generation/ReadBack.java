package dev.jumbo.marshal.generation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.marshal.JumboObjectInputStream;
import dev.jumbo.marshal.Options;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The reading oracle: what {@code java.io.ObjectInputStream} returns for some bytes, and what a
 * {@link JumboObjectInputStream} returns for the same bytes, each written again by
 * {@code ObjectOutputStream}, give equal bytes; or both readers throw the same exception class.
 */
public final class ReadBack {
    private ReadBack() {
    }

    /** What one reader made of a stream: the objects read (as bytes written again), or the exception. */
    public record Outcome(byte[] rewritten, Throwable failure) {
        @Override
        public String toString() {
            return failure != null ? "threw " + failure : rewritten.length + " bytes";
        }
    }

    /** A reader of the bytes: a stream to read {@code count} top-level objects from. */
    public interface Reader {
        ObjectInputStream open(InputStream in) throws IOException;
    }

    public static byte[] write(Object... roots) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (Object root : roots) {
                out.writeObject(root);
            }
        }
        return bytes.toByteArray();
    }

    /** The roots written {@code copies} times, with a reset before each copy: new objects each time. */
    public static byte[] writeCopies(int copies, Object... roots) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (int copy = 0; copy < copies; copy++) {
                out.reset();
                for (Object root : roots) {
                    out.writeObject(root);
                }
            }
        }
        return bytes.toByteArray();
    }

    public static Outcome read(Reader reader, byte[] bytes, int count) {
        List<Object> read = new ArrayList<>();
        try (ObjectInputStream in = reader.open(new ByteArrayInputStream(bytes))) {
            for (int i = 0; i < count; i++) {
                read.add(in.readObject());
            }
        } catch (Exception e) {
            return new Outcome(null, e);
        }
        try {
            return new Outcome(write(read.toArray()), null);
        } catch (IOException e) {
            throw new AssertionError("what was read cannot be written again", e);
        }
    }

    /** Asserts that {@code reader} has the JDK's outcome on {@code bytes}; returns the JDK's. */
    public static Outcome assertSameOutcome(String what, Reader reader, byte[] bytes, int count) {
        Outcome jdk = read(ObjectInputStream::new, bytes, count);
        Outcome ours = read(reader, bytes, count);
        if (jdk.failure() != null || ours.failure() != null) {
            if (jdk.failure() == null || ours.failure() == null) {
                throw new AssertionError(what + ": JDK " + jdk + ", ours " + ours,
                        ours.failure() != null ? ours.failure() : jdk.failure());
            }
            assertEquals(jdk.failure().getClass(), ours.failure().getClass(), () -> what + ": JDK " + jdk + ", ours " + ours);
            assertEquals(jdk.failure().getMessage(), ours.failure().getMessage(), what);
            return jdk;
        }
        assertArrayEquals(jdk.rewritten(), ours.rewritten(), what);
        return jdk;
    }

    /** A Jumbo reader with these options. */
    public static Reader jumbo(Options options) {
        return in -> new JumboObjectInputStream(in, options);
    }
}
