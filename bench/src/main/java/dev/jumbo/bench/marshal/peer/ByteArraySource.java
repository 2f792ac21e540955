package dev.jumbo.bench.marshal.peer;

import java.io.InputStream;
import java.util.Objects;

/**
 * The source of the stream readers: a {@code ByteArrayInputStream} without its locks (one
 * thread owns it), so that every Java-serialization reader pays the same, small cost for its
 * input and none pays for synchronization that the benchmark does not need.
 */
public final class ByteArraySource extends InputStream {
    private final byte[] bytes;
    private int position;

    public ByteArraySource(byte[] bytes) {
        this.bytes = bytes;
    }

    @Override
    public int read() {
        return position < bytes.length ? bytes[position++] & 0xff : -1;
    }

    @Override
    public int read(byte[] target, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, target.length);
        if (length == 0) {
            return 0;
        }
        int available = bytes.length - position;
        if (available <= 0) {
            return -1;
        }
        int count = Math.min(length, available);
        System.arraycopy(bytes, position, target, offset, count);
        position += count;
        return count;
    }

    @Override
    public long skip(long count) {
        long skipped = Math.max(0, Math.min(count, bytes.length - position));
        position += (int) skipped;
        return skipped;
    }

    @Override
    public int available() {
        return bytes.length - position;
    }
}
