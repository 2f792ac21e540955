package dev.jumbo.marshal.conformance;

import java.io.IOException;
import java.io.ObjectOutputStream;

/**
 * What a graph needs from the subclass hooks of ObjectOutputStream. A factory's stream
 * subclass calls these from annotateClass, annotateProxyClass and replaceObject, and enables
 * replacement when {@link #replacesObjects()}.
 */
public interface StreamHooks {
    StreamHooks NONE = new StreamHooks() {
    };

    default void annotateClass(ObjectOutputStream out, Class<?> type) throws IOException {
    }

    default void annotateProxyClass(ObjectOutputStream out, Class<?> type) throws IOException {
    }

    default boolean replacesObjects() {
        return false;
    }

    default Object replaceObject(Object obj) throws IOException {
        return obj;
    }
}
