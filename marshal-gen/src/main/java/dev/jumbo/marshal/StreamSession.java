package dev.jumbo.marshal;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.FieldCache;
import dev.jumbo.marshal.session.ReadSession;
import dev.jumbo.marshal.session.Unmarshaller;
import java.io.IOException;
import java.util.List;

/**
 * A {@link ReflectiveObjectInputStream}'s {@link ReadSession}: what generated unmarshallers and
 * the JDK classes' readers call, so that none of it is public on the stream. Made on a stream's
 * first use of it ({@link ReflectiveObjectInputStream#session()}); a subclass of the stream adds
 * to it through {@link ReflectiveObjectInputStream#newSession()}.
 */
class StreamSession extends ReadSession {
    final ReflectiveObjectInputStream stream;

    StreamSession(ReflectiveObjectInputStream stream) {
        this.stream = stream;
    }

    /** Typed by the abstract class, so that verifying the stream does not load the session classes. */
    static ReadSession of(ReflectiveObjectInputStream stream) {
        return new StreamSession(stream);
    }

    @Override
    public BlockDataInput input() {
        return stream.input;
    }

    @Override
    public int assignHandle(Object obj, boolean unshared) {
        return stream.assignHandle(obj, unshared);
    }

    @Override
    public void setObject(int handle, Object obj) {
        stream.handles.setObject(handle, obj);
    }

    @Override
    public ClassNotFoundException exception(int handle) {
        return stream.handles.lookupException(handle);
    }

    @Override
    public boolean isDeep() {
        return false;
    }

    @Override
    public Object readObjectField(int ownerHandle, boolean unshared, FieldCache cache) throws IOException {
        return stream.readObjectField(ownerHandle, unshared);
    }

    /** The reflective stream keeps no field caches: every value is read by {@link #readObjectField}. */
    @Override
    public Unmarshaller enterCachedObject(FieldCache cache) {
        return null;
    }

    @Override
    public Object exitCachedObject(Object read, int ownerHandle) throws IOException {
        throw new IllegalStateException("no cached object was entered");
    }

    @Override
    public void abandonCachedObject() {
        throw new IllegalStateException("no cached object was entered");
    }

    @Override
    public Object readDroppedObjectField(int ownerHandle, boolean unshared) throws IOException {
        return stream.readDroppedObjectField(ownerHandle, unshared);
    }

    @Override
    public Object newInstance(StreamDescriptor desc) throws IOException {
        return stream.newInstance(desc);
    }

    @Override
    public void readClassDataByReadObject(Object obj, int handle, StreamDescriptor slot) throws IOException {
        if (hasException(handle)) {
            stream.readFieldValues(slot, true);
        } else {
            SerializationCallbacks.readClassDataByReadObject(stream, obj, slot);
        }
    }

    @Override
    public void readObjectNoData(Object obj, int handle, StreamDescriptor slot) throws IOException {
        if (!hasException(handle)) {
            SerializationCallbacks.readObjectNoData(stream, obj, slot);
        }
    }

    @Override
    public void skipCustomData() throws IOException {
        stream.skipCustomData();
    }

    @Override
    public Object finishNewObject(Object obj, StreamDescriptor desc, int handle, boolean unshared) throws IOException {
        return stream.finishNewObject(obj, desc, handle, unshared);
    }

    @Override
    public Object readNestedObject(int ownerHandle) throws IOException {
        return stream.readObjectField(ownerHandle, false);
    }

    /** The reflective stream keeps no caches: as {@link #readNestedObject(int)}. */
    @Override
    public Object readNestedObject(int ownerHandle, FieldCache cache) throws IOException {
        return stream.readObjectField(ownerHandle, false);
    }

    @Override
    public int readNestedStrings(int ownerHandle, List<Object> into, int max) throws IOException {
        return stream.readStringRun(ownerHandle, into, max);
    }

    @Override
    public void checkArray(Class<?> arrayType, int length) throws IOException {
        if (length < 0) {
            throw new NegativeArraySizeException();
        }
        stream.filterCheck(arrayType, length);
    }

    @Override
    public Object finishReplacedObject(Object replacement, int handle) throws IOException {
        stream.handles.finish(handle);
        stream.passHandle = handle;
        if (stream.handles.lookupException(handle) == null) {
            stream.filterCheck(replacement.getClass(), -1);
            stream.handles.setObject(handle, replacement);
        }
        return replacement;
    }
}
