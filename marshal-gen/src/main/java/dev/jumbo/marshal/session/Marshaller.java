package dev.jumbo.marshal.session;

import java.io.IOException;

/**
 * A marshaller for one class, generated ({@code ProgGen}) or hand-written (the JDK classes'
 * writers): it writes a new instance of that class (newObject:
 * {@code TC_OBJECT classDesc newHandle classdata[]}) into a stream's {@link WriteSession}.
 *
 * <p>Marshallers hold no per-stream state, so one marshaller serves every stream and thread:
 * the session writes the class descriptor (or its back-reference, whose handle differs per
 * stream) and keeps the handles.
 *
 * <p>Tail position: when the last thing a marshaller would write is a non-null object field,
 * it does not write it but returns it; its caller writes it next, in a loop
 * ({@link WriteSession#writeTail(Object)}). So a long linked list needs no stack.
 */
public interface Marshaller {
    /**
     * Writes {@code obj}, an instance of this marshaller's class that the stream has not written
     * yet (not null, no handle, no replacement), with the stream out of block-data mode.
     *
     * @return the object still to be written in tail position, or null when all is written
     */
    Object write(WriteSession session, Object obj) throws IOException;
}
