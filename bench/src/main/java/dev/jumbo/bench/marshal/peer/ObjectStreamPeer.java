package dev.jumbo.bench.marshal.peer;

import java.io.IOException;
import java.io.ObjectOutputStream;

/**
 * A peer that is an {@code ObjectOutputStream}: every write opens a new stream (header, empty
 * handle table) on the reused sink and calls {@code writeObject} once per root, as the paper's
 * benchmarks did.
 */
final class ObjectStreamPeer implements Peer {
    private final ObjectStreamFactory factory;
    private final ResettableByteArrayOutputStream sink;

    ObjectStreamPeer(ObjectStreamFactory factory, ResettableByteArrayOutputStream sink) {
        this.factory = factory;
        this.sink = sink;
    }

    @Override
    public int write(Object[] roots) throws IOException {
        sink.reset();
        ObjectOutputStream stream = factory.open(sink);
        for (Object root : roots) {
            stream.writeObject(root);
        }
        stream.close();
        return sink.size();
    }

    @Override
    public byte[] lastBytes() {
        return sink.toByteArray();
    }
}
