package dev.jumbo.bench.marshal.peer;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/** Opens an {@code ObjectOutputStream} (the JDK's or a drop-in one) on a sink. */
@FunctionalInterface
public interface ObjectStreamFactory {
    ObjectOutputStream open(OutputStream sink) throws IOException;
}
