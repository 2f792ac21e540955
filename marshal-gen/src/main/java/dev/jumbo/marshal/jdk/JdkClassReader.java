package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.PendingObject;
import dev.jumbo.marshal.session.ReadSession;
import dev.jumbo.marshal.session.Unmarshaller;
import java.io.IOException;

/**
 * A hand-written reader of one JDK class, for one class descriptor bound to it: an
 * {@link Unmarshaller} that talks to the stream's {@link ReadSession} as generated ones do. Each
 * subclass reads its class's serial form as the class's own {@code readObject} (or
 * {@code readExternal}) reads it; {@link JdkClassReaders} says which descriptors get one.
 */
abstract class JdkClassReader implements Unmarshaller {
    /** The descriptor this reader was made for: the JDK's own form of the class. */
    protected final StreamDescriptor desc;

    JdkClassReader(StreamDescriptor desc) {
        this.desc = desc;
    }

    @Override
    public final Object read(ReadSession session, boolean unshared) throws IOException {
        desc.checkDeserialize();
        return readInstance(session, unshared);
    }

    /** newObject after its class descriptor, as the class's own reading builds it: the handle assigned, the object finished. */
    abstract Object readInstance(ReadSession session, boolean unshared) throws IOException;

    @Override
    public final Object complete(ReadSession session, PendingObject pending, Object tailValue) {
        throw new IllegalStateException("a JDK class reader never stops in tail position");
    }

    /** An instance as the general path reads it: made by the serialization constructor, its class data by its own readObject. */
    final Object readByOwnReadObject(ReadSession session, boolean unshared) throws IOException {
        Object obj = session.newInstance(desc);
        int handle = session.assignHandle(obj, unshared);
        session.readClassDataByReadObject(obj, handle, desc);
        session.skipCustomData();
        return session.finishNewObject(obj, desc, handle, unshared);
    }

    /** The end of a class's readObject: the rest of its data up to TC_ENDBLOCKDATA, as the JDK's reader skips it. */
    static void endCustomData(ReadSession session) throws IOException {
        session.skipCustomData();
        session.input().setDefaultDataEnd(false);
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + desc.name() + "]";
    }
}
