package dev.jumbo.marshal.session;



/**
 * A new object whose generated {@link Unmarshaller} stopped before its last object field (tail
 * position): the heap frame of a read that would otherwise recurse. It keeps what the rest of the
 * read needs: the object, its handle, whether it is unshared, and the values read but not yet
 * set (the JDK sets a hierarchy's values only after all of them were read), primitives boxed.
 *
 * <p>The stream ({@code JumboObjectInputStream.readNewObject}) reads the field's value in a loop
 * and completes the pending objects in reverse order, each through the unmarshaller that made it.
 */
public final class PendingObject {
    public final Unmarshaller unmarshaller;
    /** The new object (or null for a record, created at completion). */
    public final Object object;
    public final int handle;
    public final boolean unshared;
    /** Whether the field in tail position is unshared (it is then read by readUnshared's rules). */
    public final boolean tailUnshared;
    /** Whether the field in tail position has a local field (the JDK then records the dependency of its handle). */
    public final boolean tailHasLocalField;
    /** The values read before the tail, in the order the unmarshaller chose. */
    public final Object[] values;

    public PendingObject(Unmarshaller unmarshaller, Object object, int handle, boolean unshared,
            boolean tailUnshared, boolean tailHasLocalField, Object[] values) {
        this.unmarshaller = unmarshaller;
        this.object = object;
        this.handle = handle;
        this.unshared = unshared;
        this.tailUnshared = tailUnshared;
        this.tailHasLocalField = tailHasLocalField;
        this.values = values;
    }
}
