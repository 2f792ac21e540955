package dev.jumbo.marshal.read;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Field;

/**
 * The values of one class's serializable fields as read from the stream (the JDK's
 * {@code FieldValues}): the primitive data as bytes in stream layout, the object values with
 * their handles. It is what {@code readFields} returns, and what default reading sets.
 *
 * <p>{@code get(name, default)} answers the stream's value, or the default when the stream has no
 * such field but the local class has ({@link #defaulted}), and refuses a name neither has with
 * {@code IllegalArgumentException("no such field NAME with type TYPE")}.
 *
 * <p>Default reading, as the JDK's {@code FieldValues} does it: {@link #checkFieldValues} then,
 * unless {@link #needsDefaultReading}, {@link #setFieldValues}.
 */
public final class GetFieldValues extends ObjectInputStream.GetField {
    private final ReadingPosition stream;
    private final StreamDescriptor descriptor;
    /** Private, as the JDK's are: a user's readObject that casts what readFields returns must not change them. */
    private final byte[] primitiveValues;
    private final Object[] objectValues;
    final int[] objectHandles;
    /**
     * Set while the JDK's default field reading (JDK 24+) takes these values through
     * {@code get}: it stands for the JDK's own setting of default values, which stores each object
     * value as read, with no dependency recorded and no ClassNotFoundException (that comes after).
     */
    private boolean defaultRoute;

    public GetFieldValues(ReadingPosition stream, StreamDescriptor descriptor, byte[] primitiveValues,
                   Object[] objectValues, int[] objectHandles) {
        this.stream = stream;
        this.descriptor = descriptor;
        this.primitiveValues = primitiveValues;
        this.objectValues = objectValues;
        this.objectHandles = objectHandles;
    }

    public StreamDescriptor descriptor() {
        return descriptor;
    }

    public void setDefaultRoute(boolean defaultRoute) {
        this.defaultRoute = defaultRoute;
    }

    @Override
    public ObjectStreamClass getObjectStreamClass() {
        return descriptor.describedClass();
    }

    @Override
    public boolean defaulted(String name) {
        return offset(name, null) < 0;
    }

    @Override
    public boolean get(String name, boolean value) {
        int offset = offset(name, boolean.class);
        return offset >= 0 ? primitiveValues[offset] != 0 : value;
    }

    @Override
    public byte get(String name, byte value) {
        int offset = offset(name, byte.class);
        return offset >= 0 ? primitiveValues[offset] : value;
    }

    @Override
    public char get(String name, char value) {
        int offset = offset(name, char.class);
        return offset >= 0 ? (char) shortAt(offset) : value;
    }

    @Override
    public short get(String name, short value) {
        int offset = offset(name, short.class);
        return offset >= 0 ? (short) shortAt(offset) : value;
    }

    @Override
    public int get(String name, int value) {
        int offset = offset(name, int.class);
        return offset >= 0 ? intAt(offset) : value;
    }

    @Override
    public long get(String name, long value) {
        int offset = offset(name, long.class);
        return offset >= 0 ? longAt(offset) : value;
    }

    @Override
    public float get(String name, float value) {
        int offset = offset(name, float.class);
        return offset >= 0 ? Float.intBitsToFloat(intAt(offset)) : value;
    }

    @Override
    public double get(String name, double value) {
        int offset = offset(name, double.class);
        return offset >= 0 ? Double.longBitsToDouble(longAt(offset)) : value;
    }

    /** The object value; its class's ClassNotFoundException as the running JDK reports it (thrown, or null on JDK 17). */
    @Override
    public Object get(String name, Object value) throws IOException {
        int offset = offset(name, Object.class);
        if (offset < 0) {
            return value;
        }
        if (defaultRoute) {
            return objectValues[offset];
        }
        int handle = objectHandles[offset];
        ReadHandleTable handles = stream.handleTable();
        handles.markDependency(stream.passHandle(), handle);
        ClassNotFoundException exception = handles.lookupException(handle);
        if (exception == null) {
            return objectValues[offset];
        }
        throwIfUnresolvedValueThrows(exception);
        return null;
    }

    /**
     * What {@code GetField.get(name, Object)} does with an object value whose class did not
     * resolve ({@code unresolved}, or null when it did): from JDK 18 on it throws that
     * ClassNotFoundException (declared by {@code readObject}, not by the callers here, so thrown
     * unchecked); on JDK 17 it returns, and the value is null. Also for the JDK classes' readers
     * that stand for a {@code readObject} taking an object value through {@code readFields}.
     */
    public static void throwIfUnresolvedValueThrows(ClassNotFoundException unresolved) {
        if (unresolved != null && ReadPlatformBehaviour.GET_FIELD_THROWS_CLASS_NOT_FOUND) {
            throw GetFieldValues.<RuntimeException>sneaky(unresolved);
        }
    }

    /** Every object value must fit its local field, else the JDK's ClassCastException. */
    public void checkFieldValues(Object obj) {
        StreamField[] fields = descriptor.fields();
        for (int i = fields.length - descriptor.objectFieldCount(); i < fields.length; i++) {
            StreamField field = fields[i];
            Object value = objectAt(field.offset());
            if (field.localField() != null && value != null && !field.type().isInstance(value)) {
                throw new ClassCastException("cannot assign instance of " + value.getClass().getName() + " to field "
                        + field.localField().getDeclaringClass().getName() + "." + field.name() + " of type "
                        + field.type().getName() + " in instance of " + obj.getClass().getName());
            }
        }
    }

    /**
     * Whether a local field has no setter (the JDK's own classes on JDK 24+): then only the
     * JDK's default field reading may set the values ({@code ReadRoutes#defaultReadObjectMethod}),
     * which takes them from the stream's readFields.
     */
    public boolean needsDefaultReading() {
        return descriptor.needsDefaultReading();
    }

    /** Sets the local fields from the values, through each field's setter (unless {@link #needsDefaultReading}). */
    public void setFieldValues(Object obj) throws IOException {
        try {
            for (StreamField field : descriptor.fields()) {
                if (field.localField() == null) {
                    continue;
                }
                Field accessible = field.accessibleField();
                if (accessible != null) {
                    setReflectively(accessible, obj, field);
                    continue;
                }
                MethodHandle setter = field.setter();
                int offset = field.offset();
                switch (field.typeCode()) {
                    case 'Z' -> setter.invokeExact(obj, byteAt(offset) != 0);
                    case 'B' -> setter.invokeExact(obj, byteAt(offset));
                    case 'C' -> setter.invokeExact(obj, (char) shortAt(offset));
                    case 'S' -> setter.invokeExact(obj, (short) shortAt(offset));
                    case 'I' -> setter.invokeExact(obj, intAt(offset));
                    case 'F' -> setter.invokeExact(obj, Float.intBitsToFloat(intAt(offset)));
                    case 'J' -> setter.invokeExact(obj, longAt(offset));
                    case 'D' -> setter.invokeExact(obj, Double.longBitsToDouble(longAt(offset)));
                    default -> field.objectSetter().invokeExact(obj, objectAt(offset));
                }
            }
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            IOException failure = new IOException("unexpected exception type");
            failure.initCause(e);
            throw failure;
        }
    }

    /** One field's value stored through core reflection, as the JDK's reader stores it (its FieldReflector). */
    private void setReflectively(Field accessible, Object obj, StreamField field) {
        int offset = field.offset();
        try {
            switch (field.typeCode()) {
                case 'Z' -> accessible.setBoolean(obj, byteAt(offset) != 0);
                case 'B' -> accessible.setByte(obj, byteAt(offset));
                case 'C' -> accessible.setChar(obj, (char) shortAt(offset));
                case 'S' -> accessible.setShort(obj, (short) shortAt(offset));
                case 'I' -> accessible.setInt(obj, intAt(offset));
                case 'F' -> accessible.setFloat(obj, Float.intBitsToFloat(intAt(offset)));
                case 'J' -> accessible.setLong(obj, longAt(offset));
                case 'D' -> accessible.setDouble(obj, Double.longBitsToDouble(longAt(offset)));
                default -> accessible.set(obj, objectAt(offset));
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("an accessible field refused a store: " + accessible, e);
        }
    }

    /** Throws a checked exception the compiled-against (JDK 17) signature does not declare; JDK 18+ declares it. */
    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T sneaky(Throwable exception) throws T {
        throw (T) exception;
    }

    private int offset(String name, Class<?> type) {
        StreamField field = descriptor.field(name, type);
        if (field != null) {
            return field.offset();
        }
        if (descriptor.hasLocalField(name, type)) {
            return -1;
        }
        throw new IllegalArgumentException("no such field " + name + " with type " + type);
    }

    /** The primitive byte at {@code offset} of the stream layout (a boolean or a byte field). */
    public byte byteAt(int offset) {
        return primitiveValues[offset];
    }

    /** The object value at {@code offset}. */
    public Object objectAt(int offset) {
        return objectValues[offset];
    }

    public int shortAt(int offset) {
        return ((primitiveValues[offset] & 0xFF) << 8) | (primitiveValues[offset + 1] & 0xFF);
    }

    public int intAt(int offset) {
        byte[] b = primitiveValues;
        return ((b[offset] & 0xFF) << 24) | ((b[offset + 1] & 0xFF) << 16) | ((b[offset + 2] & 0xFF) << 8) | (b[offset + 3] & 0xFF);
    }

    public long longAt(int offset) {
        return ((long) intAt(offset) << 32) | (intAt(offset + 4) & 0xFFFFFFFFL);
    }
}
