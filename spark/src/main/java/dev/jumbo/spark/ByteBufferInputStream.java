package dev.jumbo.spark;

import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * An {@link InputStream} over a buffer's remaining bytes, heap or direct, that moves the
 * buffer's position as it reads (Spark's callers hand a buffer over to {@code deserialize}).
 */
final class ByteBufferInputStream extends InputStream {
    private final ByteBuffer buffer;

    ByteBufferInputStream(ByteBuffer buffer) {
        this.buffer = buffer;
    }

    @Override
    public int read() {
        return buffer.hasRemaining() ? buffer.get() & 0xff : -1;
    }

    @Override
    public int read(byte[] bytes, int offset, int length) {
        if (length == 0) {
            return 0;
        }
        int count = Math.min(length, buffer.remaining());
        if (count == 0) {
            return -1;
        }
        buffer.get(bytes, offset, count);
        return count;
    }

    @Override
    public long skip(long count) {
        int skipped = (int) Math.max(0, Math.min(count, buffer.remaining()));
        buffer.position(buffer.position() + skipped);
        return skipped;
    }

    @Override
    public int available() {
        return buffer.remaining();
    }
}
