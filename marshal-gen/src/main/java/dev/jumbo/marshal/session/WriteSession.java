package dev.jumbo.marshal.session;

import dev.jumbo.marshal.io.BlockDataOutput;
import dev.jumbo.marshal.model.SerialClass;
import java.io.IOException;

/**
 * One stream's writing state, as a {@link Marshaller} sees it: the handle table, the class
 * descriptors already written, the replacements and the block-data mode. Generated marshallers
 * and the JDK classes' hand-written writers talk to this and to nothing else of the stream, so
 * the user-facing stream keeps the JDK's public API.
 *
 * <p>Call protocol of a marshaller's write of one new object (the stream has checked that the
 * object is new, not null and not replaced):
 * <pre>
 * write:  writeNewObjectStart classData
 *       | writeNewEnum                                     -- an enum's constant
 * classData: (value | writeClassDataByWriteObject)*        -- generated code
 *          | writeClassData                                 -- a writer leaving the class data to the stream
 * value:  primitive (on the BlockDataOutput returned)
 *       | writeKnown (false writeFresh | false marshaller.write (writeTail)?)?
 *       | writeContent
 *       | tail                                              -- returned, written by the caller's writeTail
 * </pre>
 */
public abstract class WriteSession {
    protected WriteSession() {
    }

    /**
     * newObject up to its values, {@code TC_OBJECT classDesc newHandle}, in one call (a new
     * marshaller runs interpreted at first, where every call counts); returns the byte sink for
     * the values, out of block-data mode.
     */
    public abstract BlockDataOutput writeNewObjectStart(SerialClass desc, Object obj) throws IOException;

    /**
     * A shared field value, when the session writes it itself: null, an object written before
     * (prevObject), a string (new or not: one handle look-up does both), or any object while
     * replacements are possible. Returns false, having written nothing, for a new object other
     * than a string, without replacement: a marshaller may write it.
     */
    public abstract boolean writeKnown(Object value) throws IOException;

    /**
     * A new shared field value that missed the field's inline cache ({@link #writeKnown} said
     * false, so not a string): written the general way. Returns the marshaller of its class to
     * cache (for an enum, the writer of its constants), or null.
     */
    public abstract Marshaller writeFresh(Object value) throws IOException;

    /**
     * newEnum, {@code TC_ENUM classDesc newHandle enumConstantName}, for a constant of
     * {@code desc}'s class that the session has not written (the enum writer's one call).
     */
    public abstract void writeNewEnum(SerialClass desc, Enum<?> constant) throws IOException;

    /** Writes what a marshaller returned in tail position, and what that returns, in a loop. */
    public abstract void writeTail(Object tail) throws IOException;

    /** object, the general way: replacement, handle, then the object's own grammar rule. */
    public abstract void writeContent(Object value, boolean unshared) throws IOException;

    /** classdata[] of {@code desc}, the general way (a writer that meets a state it does not write itself). */
    public abstract void writeClassData(Object obj, SerialClass desc) throws IOException;

    /** wrclass objectAnnotation: the slot's own writeObject method, as the reflective path calls it. */
    public abstract void writeClassDataByWriteObject(Object obj, SerialClass slot) throws IOException;

    /** What the session's replacement table holds for {@code obj}: {@code obj} itself when it was never replaced. */
    public abstract Object replacementOf(Object obj);

    /** prevObject for {@code obj} when the session has written it before; false, having written nothing, otherwise. */
    public abstract boolean writeBackReference(Object obj) throws IOException;

    /** Records that {@code obj} was replaced by {@code replacement}, as the general path would. */
    public abstract void recordReplacement(Object obj, Object replacement);

    /** object by the reflective path only, for a writer that meets a case it leaves to it. */
    public abstract void writeByReflectivePath(Object obj) throws IOException;

    /** Whether an {@code Externalizable}'s data goes out raw rather than as block data (protocol 1). */
    public abstract boolean externalDataIsRaw();
}
