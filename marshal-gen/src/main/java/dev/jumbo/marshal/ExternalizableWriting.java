package dev.jumbo.marshal;

import static java.io.ObjectStreamConstants.PROTOCOL_VERSION_1;

import dev.jumbo.marshal.model.PutFieldValues;
import dev.jumbo.marshal.write.WriteObjectContext;
import java.io.Externalizable;
import java.io.IOException;

/**
 * An Externalizable's classdata[] for {@link ReflectiveObjectOutputStream}: loaded by the first
 * one a stream writes.
 *
 * <pre>
 *   classdata:         externalContents               -- protocol 1
 *                    | objectAnnotation               -- protocol 2 (SC_BLOCK_DATA)
 *   externalContents:  externalContent                -- what writeExternal writes, raw
 *   objectAnnotation:  endBlockData | contents endBlockData
 * </pre>
 */
final class ExternalizableWriting {
    private ExternalizableWriting() {
    }

    /**
     * externalContents: writeExternal's data, as block data ending in endBlockData (protocol 2)
     * or raw (protocol 1). No writeObject context: defaultWriteObject and putFields fail inside.
     */
    static void writeExternalContents(ReflectiveObjectOutputStream stream, Externalizable obj) throws IOException {
        PutFieldValues outerPutField = stream.currentPutField;
        stream.currentPutField = null;
        WriteObjectContext outerContext = stream.context;
        try {
            stream.context = null;
            if (stream.protocol == PROTOCOL_VERSION_1) {
                obj.writeExternal(stream);
            } else {
                stream.output.setBlockDataMode(true);
                obj.writeExternal(stream);
                stream.output.setBlockDataMode(false);
                stream.writeEndBlockData();
            }
        } finally {
            stream.context = outerContext;
        }
        stream.currentPutField = outerPutField;
    }
}
