package dev.jumbo.bench.marshal.peer;

import dev.jumbo.marshal.io.ByteArrayInput;
import java.io.IOException;
import java.io.ObjectInputStream;

/**
 * A reader that is an {@code ObjectInputStream}: every read opens a new stream (header, empty
 * handle table) on the bytes and calls {@code readObject} once per root, the mirror of
 * {@link ObjectStreamPeer}. Every reader reads from the same source, a {@link ByteArrayInput}
 * (a {@code ByteArrayInputStream} without its lock, one thread owns it): the JDK's reader through
 * its {@code read} methods, Jumbo's readers from its array directly.
 */
final class ObjectStreamReader implements Reader {
    private final ObjectInputFactory factory;

    ObjectStreamReader(ObjectInputFactory factory) {
        this.factory = factory;
    }

    @Override
    public void read(byte[] bytes, Object[] roots) throws IOException, ClassNotFoundException {
        ObjectInputStream stream = factory.open(new ByteArrayInput(bytes));
        for (int index = 0; index < roots.length; index++) {
            roots[index] = stream.readObject();
        }
    }
}
