package dev.jumbo.bench.marshal.peer;

import dev.jumbo.bench.marshal.model.Dummy;
import dev.jumbo.bench.marshal.model.DummyHandWriter;
import dev.jumbo.bench.marshal.model.Simple;
import java.io.IOException;
import java.util.List;

/**
 * The hand-specialized writer of {@code Dummy} streams ({@link DummyHandWriter}), the format's
 * limit on Table 1's work: the same bytes as {@code ObjectOutputStream}, for that workload only.
 */
final class HandPeer implements Peer {
    private final DummyHandWriter writer = new DummyHandWriter();
    private final ResettableByteArrayOutputStream sink;

    HandPeer(List<Class<?>> applicationClasses, ResettableByteArrayOutputStream sink) {
        if (!applicationClasses.equals(List.of(Simple.class, Dummy.class))) {
            throw new UnavailablePeerException("the hand-specialized writer writes the Dummy workload only, not " + applicationClasses);
        }
        this.sink = sink;
    }

    @Override
    public int write(Object[] roots) throws IOException {
        sink.reset();
        return writer.write(roots, sink);
    }

    @Override
    public byte[] lastBytes() {
        return sink.toByteArray();
    }
}
