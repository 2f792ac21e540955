package dev.jumbo.marshal.model;

import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/** Field getters from {@code MethodHandles.privateLookupIn}, for classes whose package is open to us. */
final class MethodHandleFieldAccess implements FieldAccess {
    private final FieldAccessor[] accessors;

    private MethodHandleFieldAccess(FieldAccessor[] accessors) {
        this.accessors = accessors;
    }

    static FieldAccess create(SerialClass desc) throws IllegalAccessException {
        MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(desc.type(), MethodHandles.lookup());
        SerialField[] fields = desc.fields();
        FieldAccessor[] accessors = new FieldAccessor[fields.length];
        for (SerialField field : fields) {
            if (field.backingField() != null) {
                MethodHandle getter = lookup.unreflectGetter(field.backingField());
                Class<?> valueType = field.isPrimitive() ? getter.type().returnType() : Object.class;
                accessors[field.index()] = new Getter(getter.asType(MethodType.methodType(valueType, Object.class)));
            }
        }
        return new MethodHandleFieldAccess(accessors);
    }

    @Override
    public Object open(Object obj) {
        return obj;
    }

    @Override
    public FieldAccessor accessor(int index) {
        return accessors[index];
    }

    @Override
    public FieldAccessRoute route() {
        return FieldAccessRoute.PRIVATE_LOOKUP;
    }

    /** One getter handle of type (Object)T; each getX must match the field's type. */
    private record Getter(MethodHandle handle) implements FieldAccessor {
        @Override
        public boolean getBoolean(Object holder) {
            try {
                return (boolean) handle.invokeExact(holder);
            } catch (Throwable e) {
                throw unchecked(e);
            }
        }

        @Override
        public byte getByte(Object holder) {
            try {
                return (byte) handle.invokeExact(holder);
            } catch (Throwable e) {
                throw unchecked(e);
            }
        }

        @Override
        public char getChar(Object holder) {
            try {
                return (char) handle.invokeExact(holder);
            } catch (Throwable e) {
                throw unchecked(e);
            }
        }

        @Override
        public short getShort(Object holder) {
            try {
                return (short) handle.invokeExact(holder);
            } catch (Throwable e) {
                throw unchecked(e);
            }
        }

        @Override
        public int getInt(Object holder) {
            try {
                return (int) handle.invokeExact(holder);
            } catch (Throwable e) {
                throw unchecked(e);
            }
        }

        @Override
        public long getLong(Object holder) {
            try {
                return (long) handle.invokeExact(holder);
            } catch (Throwable e) {
                throw unchecked(e);
            }
        }

        @Override
        public float getFloat(Object holder) {
            try {
                return (float) handle.invokeExact(holder);
            } catch (Throwable e) {
                throw unchecked(e);
            }
        }

        @Override
        public double getDouble(Object holder) {
            try {
                return (double) handle.invokeExact(holder);
            } catch (Throwable e) {
                throw unchecked(e);
            }
        }

        @Override
        public Object getObject(Object holder) {
            try {
                return (Object) handle.invokeExact(holder);
            } catch (Throwable e) {
                throw unchecked(e);
            }
        }

        /** A getter throws only unchecked exceptions (a wrong holder type, for example). */
        private static RuntimeException unchecked(Throwable e) {
            if (e instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e instanceof Error error) {
                throw error;
            }
            return new IllegalStateException("field getter threw a checked exception", e);
        }
    }
}
