package dev.jumbo.marshal.model;

import dev.jumbo.marshal.model.SerialField;
import java.io.IOException;

/**
 * The readers of one class's serializable fields (one per {@link SerialField}, by index).
 * Call protocol: {@code holder = open(obj); accessor(i).getX(holder)...}.
 */
public interface FieldAccess {
    /** What the accessors read: the object itself, or a snapshot of its field values. */
    Object open(Object obj) throws IOException;

    /** The reader of the field at {@code index}; null for a field that no declared field backs. */
    FieldAccessor accessor(int index);

    FieldAccessRoute route();
}
