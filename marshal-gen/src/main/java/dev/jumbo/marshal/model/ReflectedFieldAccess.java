package dev.jumbo.marshal.model;

import java.lang.reflect.Field;

/**
 * Field getters for classes whose package is open to us (every class path class): the declared
 * fields, made accessible, read through core reflection.
 *
 * <p>Not method handles: a getter handle invoked from one shared call site is "customized" by the
 * JDK after 127 calls, which spins a class per handle, so a fresh JVM's first stream spun one per
 * field of each class it wrote. On JDK 17 a {@code Field}'s accessor is an {@code Unsafe} read
 * made from classes the JDK already has, as {@code ObjectOutputStream}'s own field reads are;
 * later JDKs build it from method handles of their own.
 */
final class ReflectedFieldAccess implements FieldAccess {
    private final FieldAccessor[] accessors;

    private ReflectedFieldAccess(FieldAccessor[] accessors) {
        this.accessors = accessors;
    }

    static FieldAccess create(SerialClass desc) throws IllegalAccessException {
        SerialField[] fields = desc.fields();
        FieldAccessor[] accessors = new FieldAccessor[fields.length];
        for (SerialField field : fields) {
            Field backing = field.backingField();
            if (backing != null) {
                Field readable = PrivateStateRoutes.accessibleCopy(backing);
                if (readable == null) {
                    throw new IllegalAccessException("cannot make " + backing + " accessible although its package is open to us");
                }
                accessors[field.index()] = new Getter(readable);
            }
        }
        return new ReflectedFieldAccess(accessors);
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

    /** One accessible field; each getX must match the field's type, as {@code Field}'s own getters require. */
    private record Getter(Field field) implements FieldAccessor {
        @Override
        public boolean getBoolean(Object holder) {
            try {
                return field.getBoolean(holder);
            } catch (IllegalAccessException e) {
                throw inaccessible(e);
            }
        }

        @Override
        public byte getByte(Object holder) {
            try {
                return field.getByte(holder);
            } catch (IllegalAccessException e) {
                throw inaccessible(e);
            }
        }

        @Override
        public char getChar(Object holder) {
            try {
                return field.getChar(holder);
            } catch (IllegalAccessException e) {
                throw inaccessible(e);
            }
        }

        @Override
        public short getShort(Object holder) {
            try {
                return field.getShort(holder);
            } catch (IllegalAccessException e) {
                throw inaccessible(e);
            }
        }

        @Override
        public int getInt(Object holder) {
            try {
                return field.getInt(holder);
            } catch (IllegalAccessException e) {
                throw inaccessible(e);
            }
        }

        @Override
        public long getLong(Object holder) {
            try {
                return field.getLong(holder);
            } catch (IllegalAccessException e) {
                throw inaccessible(e);
            }
        }

        @Override
        public float getFloat(Object holder) {
            try {
                return field.getFloat(holder);
            } catch (IllegalAccessException e) {
                throw inaccessible(e);
            }
        }

        @Override
        public double getDouble(Object holder) {
            try {
                return field.getDouble(holder);
            } catch (IllegalAccessException e) {
                throw inaccessible(e);
            }
        }

        @Override
        public Object getObject(Object holder) {
            try {
                return field.get(holder);
            } catch (IllegalAccessException e) {
                throw inaccessible(e);
            }
        }

        /** Cannot happen: the field was made accessible when the getter was made. */
        private static IllegalStateException inaccessible(IllegalAccessException e) {
            return new IllegalStateException("accessible field refused access", e);
        }
    }
}
