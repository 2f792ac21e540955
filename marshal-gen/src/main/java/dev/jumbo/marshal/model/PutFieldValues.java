package dev.jumbo.marshal.model;

import java.io.ByteArrayOutputStream;
import java.io.DataOutput;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;

/**
 * The values put for one class's serializable fields ({@code ObjectOutputStream.putFields()}),
 * kept by field index; unput fields keep their default value (zero, false, null).
 */
public final class PutFieldValues extends ObjectOutputStream.PutField {
    private final SerialClass desc;
    private final ObjectOutputStream owner;
    private final Object[] values;

    /** @param owner the stream whose {@code putFields()} made this, checked by the deprecated {@link #write} */
    public PutFieldValues(SerialClass desc, ObjectOutputStream owner) {
        this.desc = desc;
        this.owner = owner;
        SerialField[] fields = desc.fields();
        this.values = new Object[fields.length];
        for (SerialField field : fields) {
            values[field.index()] = defaultValue(field.typeCode());
        }
    }

    public SerialClass desc() {
        return desc;
    }

    /** The value of the field at {@code index}, primitives boxed. */
    public Object value(int index) {
        return values[index];
    }

    @Override
    public void put(String name, boolean value) {
        values[indexOf(name, boolean.class)] = value;
    }

    @Override
    public void put(String name, byte value) {
        values[indexOf(name, byte.class)] = value;
    }

    @Override
    public void put(String name, char value) {
        values[indexOf(name, char.class)] = value;
    }

    @Override
    public void put(String name, short value) {
        values[indexOf(name, short.class)] = value;
    }

    @Override
    public void put(String name, int value) {
        values[indexOf(name, int.class)] = value;
    }

    @Override
    public void put(String name, long value) {
        values[indexOf(name, long.class)] = value;
    }

    @Override
    public void put(String name, float value) {
        values[indexOf(name, float.class)] = value;
    }

    @Override
    public void put(String name, double value) {
        values[indexOf(name, double.class)] = value;
    }

    @Override
    public void put(String name, Object value) {
        values[indexOf(name, Object.class)] = value;
    }

    /** The primitive values, in field order: what {@code values} holds before the object fields. */
    public void writePrimitiveValues(DataOutput out) throws IOException {
        for (int i = 0; i < desc.primitiveFieldCount(); i++) {
            writePrimitive(out, desc.fields()[i].typeCode(), values[i]);
        }
    }

    static void writePrimitive(DataOutput out, char typeCode, Object value) throws IOException {
        switch (typeCode) {
            case 'Z' -> out.writeBoolean((Boolean) value);
            case 'B' -> out.writeByte((Byte) value);
            case 'C' -> out.writeChar((Character) value);
            case 'S' -> out.writeShort((Short) value);
            case 'I' -> out.writeInt((Integer) value);
            case 'J' -> out.writeLong((Long) value);
            case 'F' -> out.writeFloat((Float) value);
            case 'D' -> out.writeDouble((Double) value);
            default -> throw new IllegalArgumentException("not a primitive type code: " + typeCode);
        }
    }

    /**
     * The deprecated {@code PutField.write}: the primitive values as plain bytes, then each object
     * with {@code writeObject}; kept because the JDK keeps it.
     */
    @Override
    @Deprecated
    public void write(ObjectOutput out) throws IOException {
        if (out != owner) {
            throw new IllegalArgumentException("wrong stream");
        }
        ByteArrayOutputStream primitives = new ByteArrayOutputStream();
        writePrimitiveValues(new DataOutputStream(primitives));
        out.write(primitives.toByteArray());
        SerialField[] fields = desc.fields();
        for (int i = desc.primitiveFieldCount(); i < fields.length; i++) {
            if (fields[i].isUnshared()) {
                throw new IOException("cannot write unshared object");
            }
            out.writeObject(values[i]);
        }
    }

    /** The field named {@code name} whose type {@code type} can hold, as ObjectStreamClass matches it. */
    private int indexOf(String name, Class<?> type) {
        for (SerialField field : desc.fields()) {
            if (field.name().equals(name)) {
                if (type == Object.class && !field.isPrimitive()) {
                    return field.index();
                }
                Class<?> fieldType = field.type();
                if (fieldType != null && type.isAssignableFrom(fieldType)) {
                    return field.index();
                }
            }
        }
        throw new IllegalArgumentException("no such field " + name + " with type " + type);
    }

    private static Object defaultValue(char typeCode) {
        return switch (typeCode) {
            case 'Z' -> Boolean.FALSE;
            case 'B' -> (byte) 0;
            case 'C' -> (char) 0;
            case 'S' -> (short) 0;
            case 'I' -> 0;
            case 'J' -> 0L;
            case 'F' -> 0f;
            case 'D' -> 0d;
            default -> null;
        };
    }
}
