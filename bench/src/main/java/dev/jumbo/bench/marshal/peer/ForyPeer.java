package dev.jumbo.bench.marshal.peer;

import java.util.Arrays;
import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;

/**
 * Apache Fory in Java mode: reference tracking on, registration required (every workload class
 * registered in one fixed order), schema-consistent mode (like Kryo's field serializer; Fory 1.6's
 * default, compatible mode, writes type metadata in every {@code serialize} call, about five
 * times the bytes on {@code Dummy}), JIT code generation on and synchronous, one
 * {@code serialize} per root into a reused heap buffer.
 */
final class ForyPeer implements Peer {
    /**
     * How deep a graph Fory reads: its default (50) refuses the lists of 50 {@code Dummy} nodes,
     * which the JDK's reader accepts; this is as deep as the workloads go, with room to spare.
     */
    static final int MAX_READ_DEPTH = 10_000;

    private final Fory fory;
    private final MemoryBuffer buffer;

    ForyPeer(List<Class<?>> applicationClasses, MemoryBuffer buffer) {
        this.buffer = buffer;
        this.fory = configured(applicationClasses);
    }

    /** A Fory as this peer configures it: the same registrations in the same order, so that it reads what another wrote. */
    static Fory configured(List<Class<?>> applicationClasses) {
        Fory fory = Fory.builder()
                .withLanguage(Language.JAVA)
                .withRefTracking(true)
                .requireClassRegistration(true)
                .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
                .withCodegen(true)
                .withAsyncCompilation(false)
                .withMaxDepth(MAX_READ_DEPTH)
                .build();
        for (Class<?> type : applicationClasses) {
            fory.register(type);
        }
        return fory;
    }

    @Override
    public int write(Object[] roots) {
        buffer.writerIndex(0);
        for (Object root : roots) {
            fory.serialize(buffer, root);
        }
        return buffer.writerIndex();
    }

    @Override
    public byte[] lastBytes() {
        return Arrays.copyOf(buffer.getHeapMemory(), buffer.writerIndex());
    }
}
