package dev.jumbo.marshal.model;

import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import sun.misc.Unsafe;

/**
 * Field reads through {@code sun.misc.Unsafe} field offsets: the only route on JDK 17-23 to the
 * private fields of a class in a named module that does not open its package (every
 * {@code java.base} class), when default serialization must read them. {@code Unsafe} is in
 * {@code jdk.unsupported}, like {@code ReflectionFactory}; it needs no {@code --add-opens}
 * and prints nothing before JDK 24. From JDK 24 on its memory access prints a warning, so this
 * route is never taken there: {@link FieldAccessRoute#REFLECTION_FACTORY} replaces it.
 * It can be switched off with {@code -Ddev.jumbo.marshal.allowUnsafe=false}.
 *
 * <p>For reading, {@link #setter} gives the matching store as a method handle (the {@code put}
 * method of the field's kind, bound to the field's offset).
 */
final class UnsafeFieldAccess implements FieldAccess {
    static final String ALLOW_PROPERTY = "dev.jumbo.marshal.allowUnsafe";

    private final FieldAccessor[] accessors;

    private UnsafeFieldAccess(FieldAccessor[] accessors) {
        this.accessors = accessors;
    }

    static boolean allowed() {
        return !"false".equals(System.getProperty(ALLOW_PROPERTY));
    }

    static FieldAccess create(SerialClass desc) {
        Unsafe unsafe = TheUnsafe.INSTANCE;
        SerialField[] fields = desc.fields();
        FieldAccessor[] accessors = new FieldAccessor[fields.length];
        for (SerialField field : fields) {
            if (field.backingField() != null) {
                accessors[field.index()] = new OffsetReader(unsafe, unsafe.objectFieldOffset(field.backingField()));
            }
        }
        return new UnsafeFieldAccess(accessors);
    }

    /**
     * A store into {@code field} of any instance of its declaring class, as (Object, field type)void,
     * through {@code Unsafe.put*} at the field's offset. The receiver is cast to the declaring class
     * first, and must not be null: an offset is only meaningful within that class, and a wrong or
     * null receiver would otherwise write into foreign memory; a reference value is cast to the
     * field's type for the same reason (the verifier does not check interface types). Not for
     * records or hidden classes ({@code objectFieldOffset} refuses them).
     *
     * <p>One bound method of {@link OffsetWriter}, not a chain of combinators: each combinator's
     * shape is a class the JDK spins in a fresh JVM (some 40 for a few fields of the JDK's maps and
     * lists, each about a millisecond).
     */
    static MethodHandle setter(Field field) {
        Unsafe unsafe = TheUnsafe.INSTANCE;
        Class<?> type = field.getType();
        Class<?> storedType = type.isPrimitive() ? type : Object.class;
        String kind = type.isPrimitive() ? Character.toUpperCase(type.getName().charAt(0)) + type.getName().substring(1) : "Object";
        OffsetWriter writer = new OffsetWriter(unsafe, field.getDeclaringClass(), type, unsafe.objectFieldOffset(field));
        try {
            MethodHandle put = MethodHandles.lookup().findVirtual(OffsetWriter.class, "put" + kind,
                    MethodType.methodType(void.class, Object.class, storedType));
            return put.bindTo(writer).asType(MethodType.methodType(void.class, Object.class, type));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalStateException("OffsetWriter.put" + kind + " is not available", e);
        }
    }

    /** Stores at one field's offset, into a non-null instance of the field's class only. */
    private record OffsetWriter(Unsafe unsafe, Class<?> holder, Class<?> type, long offset) {
        private Object receiver(Object obj) {
            if (obj == null) {
                throw new NullPointerException("a store into " + holder.getName() + " of null");
            }
            return holder.cast(obj);
        }

        void putBoolean(Object obj, boolean value) {
            unsafe.putBoolean(receiver(obj), offset, value);
        }

        void putByte(Object obj, byte value) {
            unsafe.putByte(receiver(obj), offset, value);
        }

        void putChar(Object obj, char value) {
            unsafe.putChar(receiver(obj), offset, value);
        }

        void putShort(Object obj, short value) {
            unsafe.putShort(receiver(obj), offset, value);
        }

        void putInt(Object obj, int value) {
            unsafe.putInt(receiver(obj), offset, value);
        }

        void putLong(Object obj, long value) {
            unsafe.putLong(receiver(obj), offset, value);
        }

        void putFloat(Object obj, float value) {
            unsafe.putFloat(receiver(obj), offset, value);
        }

        void putDouble(Object obj, double value) {
            unsafe.putDouble(receiver(obj), offset, value);
        }

        void putObject(Object obj, Object value) {
            unsafe.putObject(receiver(obj), offset, type.cast(value));
        }
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
        return FieldAccessRoute.UNSAFE;
    }

    /** Loaded only when the route is taken. */
    private static final class TheUnsafe {
        static final Unsafe INSTANCE = load();

        private static Unsafe load() {
            try {
                Field field = Unsafe.class.getDeclaredField("theUnsafe");
                field.setAccessible(true);
                return (Unsafe) field.get(null);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("sun.misc.Unsafe is not available", e);
            }
        }
    }

    private record OffsetReader(Unsafe unsafe, long offset) implements FieldAccessor {
        @Override
        public boolean getBoolean(Object holder) {
            return unsafe.getBoolean(holder, offset);
        }

        @Override
        public byte getByte(Object holder) {
            return unsafe.getByte(holder, offset);
        }

        @Override
        public char getChar(Object holder) {
            return unsafe.getChar(holder, offset);
        }

        @Override
        public short getShort(Object holder) {
            return unsafe.getShort(holder, offset);
        }

        @Override
        public int getInt(Object holder) {
            return unsafe.getInt(holder, offset);
        }

        @Override
        public long getLong(Object holder) {
            return unsafe.getLong(holder, offset);
        }

        @Override
        public float getFloat(Object holder) {
            return unsafe.getFloat(holder, offset);
        }

        @Override
        public double getDouble(Object holder) {
            return unsafe.getDouble(holder, offset);
        }

        @Override
        public Object getObject(Object holder) {
            return unsafe.getObject(holder, offset);
        }
    }
}
