package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.session.WriteSession;
import dev.jumbo.stdlib.CacheEntry;
import java.io.IOException;

/**
 * The elements of a JDK collection, written as a generated marshaller writes an object field:
 * {@link WriteSession#writeKnown} (null, a back-reference, a string), then a one-element inline
 * cache of (class, marshaller) for a new object, and {@link WriteSession#writeFresh} on a miss.
 * A collection's elements are mostly of one class, and the writer's loop then calls that class's
 * marshaller from a call site of its own, which the JIT inlines, instead of the stream's
 * {@code writeContent}, which it leaves out of line and which looks the class up again.
 *
 * <p>The caller leaves block-data mode before its elements ({@code writeKnown} writes straight to
 * the byte sink): the bytes are the same, since the JDK's {@code writeObject} ends the pending
 * block at the first element and writes nothing between elements.
 *
 * <p>One cache per writer and position (keys, values), shared by every stream and thread: the
 * entry is immutable and replaced whole, so a racing reader sees one entry or the other.
 */
final class ElementCache {
    private CacheEntry entry = CacheEntry.EMPTY;

    /** object: one element, by the rule a generated marshaller's shared field value follows. */
    void write(WriteSession out, Object element) throws IOException {
        if (out.writeKnown(element)) {
            return;
        }
        CacheEntry seen = entry;
        Class<?> type = element.getClass();
        if (seen.key == type) {
            Object tail = ((Marshaller) seen.target).write(out, element);
            if (tail != null) {
                out.writeTail(tail);
            }
        } else {
            Marshaller found = out.writeFresh(element);
            if (found != null) {
                entry = new CacheEntry(type, found);
            }
        }
    }
}
