package dev.jumbo.bench.marshal.peer;

import java.io.IOException;

/** One deserializer under test, ready to read back the bytes of its format. */
public interface Reader {
    /**
     * Reads a stream from its start: one root per element of {@code roots}, in order, stored
     * there (so that the graph escapes and cannot be optimized away).
     */
    void read(byte[] bytes, Object[] roots) throws IOException, ClassNotFoundException;
}
