package dev.jumbo.marshal.reading;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;

/** Makes the reader under test. The reading suites run the same streams through each factory. */
public interface ReaderFactory {
    String name();

    /**
     * A reader over {@code in} whose subclass hooks delegate to {@code hooks}, with
     * {@code hooks.filter()} set as its stream filter. Opening reads the stream header, so a bad
     * header throws here, as {@code new ObjectInputStream(in)} does.
     */
    ObjectInputStream open(InputStream in, ReaderHooks hooks) throws IOException;

    default ObjectInputStream open(InputStream in) throws IOException {
        return open(in, ReaderHooks.NONE);
    }
}
