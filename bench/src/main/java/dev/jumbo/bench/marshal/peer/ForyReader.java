package dev.jumbo.bench.marshal.peer;

import org.apache.fory.Fory;
import org.apache.fory.memory.MemoryBuffer;

/**
 * Fory reading its own bytes, configured as {@link ForyPeer} writes them: one
 * {@code deserialize} per root. The buffer over the last bytes read is kept for the next call.
 */
final class ForyReader implements Reader {
    private final Fory fory;
    private byte[] bytes;
    private MemoryBuffer buffer;

    ForyReader(Fory fory) {
        this.fory = fory;
    }

    @Override
    public void read(byte[] bytes, Object[] roots) {
        if (bytes != this.bytes) {
            this.bytes = bytes;
            buffer = MemoryBuffer.fromByteArray(bytes);
        }
        buffer.readerIndex(0);
        for (int index = 0; index < roots.length; index++) {
            roots[index] = fory.deserialize(buffer);
        }
    }
}
