package dev.jumbo.marshal.session;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import java.io.IOException;
import java.util.List;

/**
 * One stream's reading state, as an {@link Unmarshaller} sees it: the byte source and its
 * block-data mode, the handle table with its dependencies and exceptions, the filter's counts
 * and the nesting on the thread's stack. Generated unmarshallers talk to this and to nothing
 * else of the stream, so the user-facing stream keeps the JDK's public API.
 *
 * <p>Call protocol of an unmarshaller's read of one new object (after {@code TC_OBJECT classDesc}):
 * <pre>
 * read:   input assignHandle value* (readClassDataByReadObject | readObjectNoData | value* | skipCustomData)*
 *         (hasException | exception)? (setObject)? finishNewObject
 *       | ... isDeep -> PendingObject                     (tail position, completed by the stream)
 * value:  primitive (on the BlockDataInput) | objectField | readDroppedObjectField
 * objectField: enterCachedObject -> null, readObjectField
 *            | enterCachedObject -> u, u.read (exitCachedObject | abandonCachedObject on a throw)
 * </pre>
 *
 * <p>The cached path exists so that the generated code calls a field's unmarshaller from a call
 * site of its own: there the JIT sees the one class the field holds and inlines that
 * unmarshaller into its owner's, where a call made inside the stream would see every class the
 * JVM reads and dispatch through the interface.
 */
public abstract class ReadSession {
    protected ReadSession() {
    }

    /** The byte source, with its block-data mode. */
    public abstract BlockDataInput input();

    /** newHandle: the next handle, for {@code obj} (null when it is created after its values, a record); unshared objects get a placeholder. */
    public abstract int assignHandle(Object obj, boolean unshared);

    /** The object of {@code handle}, once created after its values (a record). */
    public abstract void setObject(int handle, Object obj);

    /** Whether the object at {@code handle} (or one it depends on) failed to resolve its class. */
    public final boolean hasException(int handle) {
        return exception(handle) != null;
    }

    /** The ClassNotFoundException marking the handle (its class, or one it depends on, did not resolve), or null. */
    public abstract ClassNotFoundException exception(int handle);

    /** Whether a read in tail position should stop and hand its rest to the stream's loop ({@link PendingObject}). */
    public abstract boolean isDeep();

    /** An object field's value, through the field's inline cache of (descriptor, unmarshaller). */
    public abstract Object readObjectField(int ownerHandle, boolean unshared, FieldCache cache) throws IOException;

    /**
     * The start of an object field's value when the stream holds {@code TC_OBJECT} and a
     * back-reference to the class descriptor the field's cache knows: takes those bytes, enters
     * the nested object as {@link #readObjectField} would, and returns the cached unmarshaller
     * for the caller to read the object with; else null, having taken nothing.
     */
    public abstract Unmarshaller enterCachedObject(FieldCache cache);

    /** The end of a value {@link #enterCachedObject} started: a pending object completed, then as {@link #readObjectField} ends it. */
    public abstract Object exitCachedObject(Object read, int ownerHandle) throws IOException;

    /** The nesting back after the read of a value {@link #enterCachedObject} started failed. */
    public abstract void abandonCachedObject();

    /** The value of a stream field that has no local field: read, checked by the filter, dropped by the caller. */
    public abstract Object readDroppedObjectField(int ownerHandle, boolean unshared) throws IOException;

    /** A new instance of the descriptor's class as the general path makes it, failing as the JDK's reader fails ("unable to create instance"). */
    public abstract Object newInstance(StreamDescriptor desc) throws IOException;

    /** wrclass objectAnnotation of a slot with readObject: the class's readObject, unless the object carries a ClassNotFoundException. */
    public abstract void readClassDataByReadObject(Object obj, int handle, StreamDescriptor slot) throws IOException;

    /** A local class the stream has no data for: its readObjectNoData, unless the object carries a ClassNotFoundException. */
    public abstract void readObjectNoData(Object obj, int handle, StreamDescriptor slot) throws IOException;

    /** objectAnnotation a class did not read: skipped up to TC_ENDBLOCKDATA. */
    public abstract void skipCustomData() throws IOException;

    /** The end of a new object: handle finished, {@code readResolve}; returns the object or its resolution. */
    public abstract Object finishNewObject(Object obj, StreamDescriptor desc, int handle, boolean unshared) throws IOException;

    // ---------------------------------------------------------------- for the JDK classes' readers (JdkClassReaders)

    /**
     * What {@code s.readObject()} does inside a class's {@code readObject}: the next object, on
     * which the object at {@code ownerHandle} depends. The caller stops reading when
     * {@link #hasException} of the owner then holds (the JDK's {@code readObject} throws there).
     */
    public abstract Object readNestedObject(int ownerHandle) throws IOException;

    /**
     * {@link #readNestedObject(int)} for a position a reader reads many objects at (a
     * collection's elements), through that position's inline cache, as an object field's value
     * is read ({@link #readObjectField(int, boolean, FieldCache)}): a new object whose descriptor
     * is a back-reference the cache knows goes straight to its unmarshaller.
     */
    public abstract Object readNestedObject(int ownerHandle, FieldCache cache) throws IOException;

    /**
     * A run of a collection's elements that are new short strings: each read as
     * {@link #readNestedObject(int)} reads it and added to {@code into}, at most {@code max};
     * returns how many, 0 when the next element is anything else (which the caller then reads
     * by {@code readNestedObject}). A string never fails, so the caller need not ask
     * {@link #hasException} after a run.
     */
    public abstract int readNestedStrings(int ownerHandle, List<Object> into, int max) throws IOException;

    /**
     * The filter call of the JDK's private {@code checkArray}, made by a JDK class's
     * {@code readObject} before it allocates an internal array: the array type and length with the
     * stream's depth, reference count and bytes read at that point.
     */
    public abstract void checkArray(Class<?> arrayType, int length) throws IOException;

    /**
     * The end of a new object whose {@code readResolve} replacement was made without the object
     * itself (a {@code java.time} value read from its {@code Ser} form): handle finished, the
     * replacement through the filter and into the handle, as {@link #finishNewObject} does.
     */
    public abstract Object finishReplacedObject(Object replacement, int handle) throws IOException;
}
