package dev.jumbo.bench.marshal.peer;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;

/** Opens an {@code ObjectInputStream} (the JDK's or a drop-in one) on a source. */
@FunctionalInterface
public interface ObjectInputFactory {
    ObjectInputStream open(InputStream source) throws IOException;
}
