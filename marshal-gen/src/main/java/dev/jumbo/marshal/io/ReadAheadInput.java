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
        super(new byte[size], 0, 0);
        this.source = Objects.requireNonNull(source, "source");
        if (size <= 0) {
            throw new IllegalArgumentException("buffer size " + size + " is not positive");
        }
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
    public int read() throws IOException {
        return position < limit || refill() ? bytes[position++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] target, int offset, int length) throws IOException {
        Objects.checkFromIndexSize(offset, length, target.length);
        if (length == 0) {
            return 0;
        }
        int buffered = limit - position;
        if (buffered <= 0) {
            if (length >= bytes.length) {
                return source.read(target, offset, length);
            }
            if (!refill()) {
                return -1;
            }
            buffered = limit - position;
        }
        int count = Math.min(length, buffered);
        System.arraycopy(bytes, position, target, offset, count);
        position += count;
        return count;
    }

    @Override
    public long skip(long count) throws IOException {
        if (count <= 0) {
            return 0;
        }
        int buffered = limit - position;
        if (buffered > 0) {
            int skipped = (int) Math.min(count, buffered);
            position += skipped;
            return skipped;
        }
        return source.skip(count);
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
