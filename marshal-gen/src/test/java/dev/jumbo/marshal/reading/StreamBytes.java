package dev.jumbo.marshal.reading;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;

/** Streams written by ObjectOutputStream for hand-made cases, and byte surgery on them. */
public final class StreamBytes {
    private StreamBytes() {
    }

    /** What a case writes on ObjectOutputStream. */
    @FunctionalInterface
    public interface Writing {
        void write(ObjectOutputStream out) throws IOException;
    }

    /** The bytes of {@code writing} on a fresh ObjectOutputStream. */
    public static byte[] written(Writing writing) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            writing.write(out);
        } catch (IOException e) {
            throw new AssertionError("cannot write the case's stream", e);
        }
        return bytes.toByteArray();
    }

    /** One writeObject per value. */
    public static byte[] of(Object... values) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (Object value : values) {
                out.writeObject(value);
            }
        } catch (IOException e) {
            throw new AssertionError("cannot write the case's stream", e);
        }
        return bytes.toByteArray();
    }

    /** {@code bytes} with every occurrence of {@code from} (modified UTF-8 of ASCII) replaced by {@code to}, of the same length. */
    public static byte[] replace(byte[] bytes, String from, String to) {
        byte[] search = from.getBytes(StandardCharsets.UTF_8);
        byte[] replacement = to.getBytes(StandardCharsets.UTF_8);
        if (search.length != replacement.length) {
            throw new IllegalArgumentException("a replacement must keep the length");
        }
        byte[] result = bytes.clone();
        int found = 0;
        for (int i = 0; i + search.length <= result.length; i++) {
            if (java.util.Arrays.equals(result, i, i + search.length, search, 0, search.length)) {
                System.arraycopy(replacement, 0, result, i, replacement.length);
                found++;
            }
        }
        if (found == 0) {
            throw new IllegalArgumentException(from + " is not in the stream");
        }
        return result;
    }

    /**
     * The stream of Object[] arrays nested {@code depth} deep (each holds the next; the innermost
     * holds null), built from ObjectOutputStream's bytes for two levels: the first array with its
     * class descriptor, then per level TC_ARRAY, a back-reference to that descriptor, length 1.
     * Built, not written, since ObjectOutputStream itself overflows on deep nesting.
     */
    public static byte[] nestedArrays(int depth) {
        byte[] two = of((Object) new Object[] {new Object[] {null}});
        byte[] level = {java.io.ObjectStreamConstants.TC_ARRAY, java.io.ObjectStreamConstants.TC_REFERENCE, 0x00, 0x7e, 0x00, 0x00, 0, 0, 0, 1};
        int second = two.length - level.length - 1;
        if (!java.util.Arrays.equals(two, second, second + level.length, level, 0, level.length)) {
            throw new AssertionError("ObjectOutputStream wrote nested arrays in an unexpected form");
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(two, 0, second);
        for (int i = 1; i < depth; i++) {
            bytes.write(level, 0, level.length);
        }
        bytes.write(java.io.ObjectStreamConstants.TC_NULL);
        return bytes.toByteArray();
    }
}
