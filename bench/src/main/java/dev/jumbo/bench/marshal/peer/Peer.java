package dev.jumbo.bench.marshal.peer;

import java.io.IOException;

/** One serializer under test, ready to write. */
public interface Peer {
    /** Writes the roots, in order, as one new stream into this peer's reused buffer; returns its length. */
    int write(Object[] roots) throws IOException;

    /** A copy of the bytes the last {@link #write} produced. */
    byte[] lastBytes();
}
