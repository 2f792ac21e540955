package dev.jumbo.codese;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * What a {@link CodeseOutputStream} remembers between the graphs written to it, as
 * {@code ObjectOutputStream}'s handle and replacement tables do until a {@code reset}: each object
 * stored, by its stream handle (its index in the graph that stored it, plus the handles of the
 * graphs before); each object that {@code writeReplace} or {@code replaceObject} replaced, by its
 * replacement (null included). A later graph refers to these objects instead of storing them, or
 * replacing them, again.
 */
final class WriteTable {
    final Map<Object, Integer> handles = new IdentityHashMap<>();
    final Map<Object, Object> substitutes = new IdentityHashMap<>();
    /** The handles given so far: the first handle of the next graph. */
    int size;

    void clear() {
        handles.clear();
        substitutes.clear();
        size = 0;
    }
}
