package dev.jumbo.marshal.conformance;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/** Makes the stream under test. The conformance suite runs the same graphs through each factory. */
public interface StreamFactory {
    String name();

    /** A stream over {@code out} whose subclass hooks (annotateClass...) delegate to {@code hooks}. */
    ObjectOutputStream open(OutputStream out, StreamHooks hooks) throws IOException;

    default ObjectOutputStream open(OutputStream out) throws IOException {
        return open(out, StreamHooks.NONE);
    }
}
