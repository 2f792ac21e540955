package dev.jumbo.bench.marshal.peer;

import dev.jumbo.bench.marshal.model.Dummy;
import dev.jumbo.bench.marshal.model.DummyHandWriter;
import dev.jumbo.bench.marshal.model.Simple;
import dev.jumbo.bench.marshal.shortstream.MapHandWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * A hand-specialized writer, the format's limit on one workload: the same bytes as
 * {@code ObjectOutputStream}, for that workload only. {@link DummyHandWriter} writes Table 1's
 * {@code Dummy} streams; {@link MapHandWriter} the short streams' map message, whose classes are
 * all the JDK's (so it has no application classes).
 */
final class HandPeer implements Peer {
    private final HandWriter writer;
    private final ResettableByteArrayOutputStream sink;

    HandPeer(List<Class<?>> applicationClasses, ResettableByteArrayOutputStream sink) {
        if (applicationClasses.equals(List.of(Simple.class, Dummy.class))) {
            writer = new DummyHandWriter()::write;
        } else if (applicationClasses.isEmpty()) {
            writer = new MapHandWriter()::write;
        } else {
            throw new UnavailablePeerException("the hand-specialized writers write the Dummy workload and the short streams'"
                    + " map message only, not " + applicationClasses);
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

    /** One stream of roots into the sink; its length. */
    @FunctionalInterface
    private interface HandWriter {
        int write(Object[] roots, OutputStream sink) throws IOException;
    }
}
