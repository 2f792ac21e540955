package dev.jumbo.marshal;

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
