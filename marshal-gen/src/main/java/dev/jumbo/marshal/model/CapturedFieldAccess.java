package dev.jumbo.marshal.model;

import dev.jumbo.marshal.model.PutFieldValues;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.lang.invoke.MethodHandle;

/**
 * JDK 24+: a class's field values taken from the JDK's own default field writing
 * ({@code ReflectionFactory.defaultWriteObjectForSerialization}), which puts every serializable
 * field into {@code putFields()} of the stream it is given; here, a {@link FieldValueCapture}.
 * The holder is that snapshot.
 */
final class CapturedFieldAccess implements FieldAccess {
    private final SerialClass desc;
    private final MethodHandle defaultWriteObject;
    private final FieldAccessor[] accessors;

    CapturedFieldAccess(SerialClass desc, MethodHandle defaultWriteObject) {
        this.desc = desc;
        this.defaultWriteObject = defaultWriteObject;
        this.accessors = new FieldAccessor[desc.fields().length];
        for (SerialField field : desc.fields()) {
            accessors[field.index()] = new SnapshotReader(field.index());
        }
    }

    @Override
    public Object open(Object obj) throws IOException {
        FieldValueCapture capture = new FieldValueCapture(desc);
        try {
            defaultWriteObject.invokeExact(obj, (ObjectOutputStream) capture);
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IOException("unexpected exception type", e);
        }
        return capture.values();
    }

    @Override
    public FieldAccessor accessor(int index) {
        return accessors[index];
    }

    @Override
    public FieldAccessRoute route() {
        return FieldAccessRoute.REFLECTION_FACTORY;
    }

    private record SnapshotReader(int index) implements FieldAccessor {
        private Object value(Object holder) {
            return ((PutFieldValues) holder).value(index);
        }

        @Override
        public boolean getBoolean(Object holder) {
            return (Boolean) value(holder);
        }

        @Override
        public byte getByte(Object holder) {
            return (Byte) value(holder);
        }

        @Override
        public char getChar(Object holder) {
            return (Character) value(holder);
        }

        @Override
        public short getShort(Object holder) {
            return (Short) value(holder);
        }

        @Override
        public int getInt(Object holder) {
            return (Integer) value(holder);
        }

        @Override
        public long getLong(Object holder) {
            return (Long) value(holder);
        }

        @Override
        public float getFloat(Object holder) {
            return (Float) value(holder);
        }

        @Override
        public double getDouble(Object holder) {
            return (Double) value(holder);
        }

        @Override
        public Object getObject(Object holder) {
            return value(holder);
        }
    }
}
