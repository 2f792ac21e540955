package dev.jumbo.marshal.io;

import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;

/**
 * An unsynchronized {@link InputStream} over a byte array, which the readers of this module read
 * directly: {@link BlockDataInput} takes its bytes from the array with no call through
 * {@code InputStream.read} and no lock (a {@code java.io.ByteArrayInputStream} takes its lock on
 * every read, and an object stream makes several reads per object).
 *
 * <p>The readers still take from it exactly the bytes that {@code java.io.ObjectInputStream}
 * would take, so its {@link #position()} after a read is where the JDK's reader would leave it,
 * and another reader may go on from there. Not thread-safe: one reader at a time.
 *
 * <p>{@link ReadAheadInput} is the one subclass: its array is a buffer that {@link #refill}
 * fills again from a stream when the reader has taken every byte of it.
 */
public sealed class ByteArrayInput extends InputStream permits ReadAheadInput {
    final byte[] bytes;
    /** Index of the next byte to read. */
    int position;
    /** Index after the last readable byte. */
    int limit;

    /** The whole array. */
    public ByteArrayInput(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    /** {@code length} bytes of the array from {@code offset}. */
    public ByteArrayInput(byte[] bytes, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, bytes.length);
        this.bytes = bytes;
        this.position = offset;
        this.limit = offset + length;
    }

    /**
     * Called when every byte of the array has been taken: whether more bytes are now at hand
     * (from {@link #position} to {@link #limit}). An array has no more; a read-ahead buffer is
     * filled again.
     */
    boolean refill() throws IOException {
        return false;
    }

    /** Index of the next byte to read in the array. */
    public int position() {
        return position;
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
        if (position >= limit && !refill()) {
            return -1;
        }
        int count = Math.min(length, limit - position);
        System.arraycopy(bytes, position, target, offset, count);
        position += count;
        return count;
    }

    @Override
    public long skip(long count) throws IOException {
        if (count > 0 && position >= limit) {
            refill();
        }
        long skipped = Math.max(0, Math.min(count, limit - position));
        position += (int) skipped;
        return skipped;
    }

    @Override
    public int available() throws IOException {
        return limit - position;
    }
}
