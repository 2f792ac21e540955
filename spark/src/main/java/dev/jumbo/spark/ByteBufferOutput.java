package dev.jumbo.spark;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;

/** The bytes of one {@code serialize}, handed to Spark as a buffer over the written bytes without copying them. */
final class ByteBufferOutput extends ByteArrayOutputStream {
    ByteBufferOutput() {
        super(256);
    }

    ByteBuffer toByteBuffer() {
        return ByteBuffer.wrap(buf, 0, count);
    }
}
