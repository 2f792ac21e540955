package dev.jumbo.marshal;

import dev.jumbo.marshal.read.ReadObjectContext;
import dev.jumbo.marshal.read.StreamDescriptor;
import java.io.Externalizable;
import java.io.IOException;

/** An Externalizable's classdata[] for {@link ReflectiveObjectInputStream}: loaded by the first one a stream reads. */
final class ExternalizableReading {
    private ExternalizableReading() {
    }

    /**
     * externalContents: readExternal, in block-data mode when the stream wrote it so (protocol
     * 2; the rest up to TC_ENDBLOCKDATA is skipped), raw otherwise. No readObject context.
     */
    static void readExternalContents(ReflectiveObjectInputStream stream, Externalizable obj, StreamDescriptor desc)
            throws IOException {
        ReadObjectContext oldContext = stream.context;
        if (oldContext != null) {
            oldContext.check();
        }
        stream.context = null;
        try {
            boolean blocked = desc.hasBlockExternalData();
            if (blocked) {
                stream.input.setBlockDataMode(true);
            }
            if (obj != null) {
                boolean user = SerializationCallbacks.userDefined(obj.getClass());
                if (user) {
                    stream.userCallbacks++;
                }
                try {
                    obj.readExternal(stream);
                } catch (ClassNotFoundException e) {
                    stream.handles.markException(stream.passHandle, e);
                } finally {
                    if (user) {
                        stream.userCallbacks--;
                    }
                }
            }
            if (blocked) {
                stream.skipCustomData();
            }
        } finally {
            if (oldContext != null) {
                oldContext.check();
            }
            stream.context = oldContext;
        }
    }
}
