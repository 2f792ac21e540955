package dev.jumbo.marshal.io;

import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;

/**
 * A stream that a reader owns, read ahead a buffer at a time, so that the readers of this module
 * take its bytes from the buffer as from a {@link ByteArrayInput}: with no call through
 * {@code InputStream.read} per byte and no lock. {@code java.io.ObjectInputStream} reads exactly
 * the bytes it needs, a byte at a time in object mode, so that another reader of the same stream
 * finds the rest where it expects it; a stream wrapped here has no other reader (a Spark
 * deserialization stream owns its source to its end, as Kryo's reads ahead too), and bytes past
 * the last object read stay in the buffer.
 *
 * <p>The filter's byte count ({@code streamBytes}) is still of the bytes the reader took, as the
 * JDK's reader counts them, not of the bytes read ahead. Closing this stream closes the source.
 * Not thread-safe: one reader at a time.
 */
public final class ReadAheadInput extends ByteArrayInput {
    /** Bytes read from the source at once: {@code BufferedInputStream}'s default. */
    public static final int DEFAULT_SIZE = 8192;

    private final InputStream source;

    /** Reads {@code source} ahead {@link #DEFAULT_SIZE} bytes at a time. */
    public ReadAheadInput(InputStream source) {
        this(source, DEFAULT_SIZE);
    }

    /** Reads {@code source} ahead up to {@code size} bytes at a time. */
    public ReadAheadInput(InputStream source, int size) {
        super(buffer(size), 0, 0);
        this.source = Objects.requireNonNull(source, "source");
    }

    private static byte[] buffer(int size) {
        if (size <= 0) {
            throw new IllegalArgumentException("buffer size " + size + " is not positive");
        }
        return new byte[size];
    }

    /** Fills the buffer from the source once it is empty; false at the source's end. */
    @Override
    boolean refill() throws IOException {
        if (position < limit) {
            return true;
        }
        int count;
        do {
            count = source.read(bytes, 0, bytes.length);
        } while (count == 0);
        if (count < 0) {
            return false;
        }
        position = 0;
        limit = count;
        return true;
    }

    @Override
    public int available() throws IOException {
        return (int) Math.min(Integer.MAX_VALUE, (long) (limit - position) + source.available());
    }

    @Override
    public void close() throws IOException {
        source.close();
    }
}
