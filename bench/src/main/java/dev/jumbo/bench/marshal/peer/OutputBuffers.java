package dev.jumbo.bench.marshal.peer;

import com.esotericsoftware.kryo.io.Output;
import org.apache.fory.memory.MemoryBuffer;

/**
 * The output buffers of one benchmark trial, one per kind of peer. Peers created afresh for
 * every invocation reuse them, so that "fresh" measures new serializer state, not new buffers.
 */
public final class OutputBuffers {
    private static final int INITIAL_CAPACITY = 1 << 20;

    final ResettableByteArrayOutputStream stream = new ResettableByteArrayOutputStream(INITIAL_CAPACITY);
    final Output kryoOutput = new Output(INITIAL_CAPACITY, -1);
    final MemoryBuffer foryBuffer = MemoryBuffer.newHeapBuffer(INITIAL_CAPACITY);
}
