package dev.jumbo.bench.marshal.peer;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * The sink of the stream peers: a {@code ByteArrayOutputStream} that is reset and reused for
 * every invocation, so allocating output does not dominate, and whose writes are not
 * synchronized (one thread owns it).
 */
public final class ResettableByteArrayOutputStream extends ByteArrayOutputStream {
    public ResettableByteArrayOutputStream(int initialCapacity) {
        super(initialCapacity);
    }

    @Override
    public void write(int value) {
        ensureCapacity(count + 1);
        buf[count++] = (byte) value;
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        ensureCapacity(count + length);
        System.arraycopy(bytes, offset, buf, count, length);
        count += length;
    }

    @Override
    public void reset() {
        count = 0;
    }

    @Override
    public int size() {
        return count;
    }

    @Override
    public byte[] toByteArray() {
        return Arrays.copyOf(buf, count);
    }

    private void ensureCapacity(int capacity) {
        if (capacity > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(capacity, buf.length * 2));
        }
    }
}
