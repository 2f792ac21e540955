package dev.jumbo.bench.marshal.peer;

import com.esotericsoftware.kryo.io.Output;
import org.apache.fory.memory.MemoryBuffer;

/**
 * The output buffers of one benchmark trial, one per kind of peer. Peers created afresh for
 * every invocation reuse them, so that "fresh" measures new serializer state, not new buffers.
 * Each is made when a peer first asks for it: a fresh JVM's first phase then loads only the
 * measured serializer's classes (Fory's buffer alone loads a dozen and reads the environment).
 */
public final class OutputBuffers {
    private static final int INITIAL_CAPACITY = 1 << 20;

    private ResettableByteArrayOutputStream stream;
    private Output kryoOutput;
    private MemoryBuffer foryBuffer;

    ResettableByteArrayOutputStream stream() {
        if (stream == null) {
            stream = new ResettableByteArrayOutputStream(INITIAL_CAPACITY);
        }
        return stream;
    }

    Output kryoOutput() {
        if (kryoOutput == null) {
            kryoOutput = new Output(INITIAL_CAPACITY, -1);
        }
        return kryoOutput;
    }

    MemoryBuffer foryBuffer() {
        if (foryBuffer == null) {
            foryBuffer = MemoryBuffer.newHeapBuffer(INITIAL_CAPACITY);
        }
        return foryBuffer;
    }
}
