package dev.jumbo.marshal;

import dev.jumbo.marshal.model.PutFieldValues;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import dev.jumbo.marshal.write.WriteObjectContext;
import java.io.IOException;
import java.io.NotActiveException;
import java.io.ObjectOutputStream.PutField;

/**
 * The call {@link ReflectiveObjectOutputStream} makes into a class's own {@code writeObject},
 * with its context, and the calls that method makes back: {@code defaultWriteObject},
 * {@code putFields} and {@code writeFields}. Loaded by the first such class a stream writes, and
 * with it {@link PutFieldValues}, which the stream's own verification would otherwise load.
 *
 * <pre>
 *   classdata:         wrclass objectAnnotation       -- a class with writeObject
 *   wrclass:           nowrclass                      -- defaultWriteObject, or putFields then writeFields
 *   nowrclass:         values
 *   objectAnnotation:  endBlockData | contents endBlockData
 * </pre>
 */
final class WriteObjectCallbacks {
    private WriteObjectCallbacks() {
    }

    /**
     * wrclass objectAnnotation: the class's writeObject method runs in block-data mode (its
     * defaultWriteObject or putFields/writeFields writes the values), then endBlockData. The
     * outer context and PutField are put back after it, as a nested object's writeObject may
     * run inside the outer one's.
     */
    static void writeClassDataByWriteObject(ReflectiveObjectOutputStream stream, Object obj, SerialClass slot)
            throws IOException {
        PutFieldValues outerPutField = stream.currentPutField;
        stream.currentPutField = null;
        WriteObjectContext outerContext = stream.context;
        try {
            stream.context = new WriteObjectContext(obj, slot);
            stream.output.setBlockDataMode(true);
            slot.invokeWriteObject(obj, stream);
            stream.output.setBlockDataMode(false);
            stream.writeEndBlockData();
        } finally {
            stream.context.setUsed();
            stream.context = outerContext;
        }
        stream.currentPutField = outerPutField;
    }

    /** {@code defaultWriteObject}: the values of the class whose writeObject is running. */
    static void defaultWriteObject(ReflectiveObjectOutputStream stream) throws IOException {
        WriteObjectContext current = stream.context;
        if (current == null) {
            throw new NotActiveException("not in call to writeObject");
        }
        Object obj = current.object();
        stream.output.setBlockDataMode(false);
        stream.writeFields(obj, current.desc());
        stream.output.setBlockDataMode(true);
    }

    /** {@code putFields}: one PutField per writeObject call, made on the first request. */
    static PutField putFields(ReflectiveObjectOutputStream stream) throws IOException {
        if (stream.currentPutField == null) {
            WriteObjectContext current = stream.context;
            if (current == null) {
                throw new NotActiveException("not in call to writeObject");
            }
            current.checkAndSetUsed();
            stream.currentPutField = new PutFieldValues(current.desc(), stream);
        }
        return stream.currentPutField;
    }

    /** values, from what was put: the primitive values, then each object value. */
    static void writeFields(ReflectiveObjectOutputStream stream) throws IOException {
        if (stream.currentPutField == null) {
            throw new NotActiveException("no current PutField object");
        }
        stream.output.setBlockDataMode(false);
        stream.currentPutField.writePrimitiveValues(stream.output);
        SerialField[] fields = stream.currentPutField.desc().fields();
        for (int i = stream.currentPutField.desc().primitiveFieldCount(); i < fields.length; i++) {
            stream.writeContent(stream.currentPutField.value(i), fields[i].isUnshared());
        }
        stream.output.setBlockDataMode(true);
    }
}
