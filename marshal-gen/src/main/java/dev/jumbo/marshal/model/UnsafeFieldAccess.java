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
     * first: an offset is only meaningful within that class, and a wrong receiver would otherwise
     * write into foreign memory; a reference value is cast to the field's type for the same reason
     * (the verifier does not check interface types). Not for records or hidden classes ({@code objectFieldOffset} refuses them).
     */
    static MethodHandle setter(Field field) {
        Unsafe unsafe = TheUnsafe.INSTANCE;
        Class<?> type = field.getType();
        Class<?> storedType = type.isPrimitive() ? type : Object.class;
        String kind = type.isPrimitive() ? Character.toUpperCase(type.getName().charAt(0)) + type.getName().substring(1) : "Object";
        try {
            MethodHandle put = MethodHandles.publicLookup().findVirtual(Unsafe.class, "put" + kind,
                    MethodType.methodType(void.class, Object.class, long.class, storedType));
            MethodHandle store = MethodHandles.insertArguments(put.bindTo(unsafe), 1, unsafe.objectFieldOffset(field));
            MethodHandle receiverCheck = MethodHandles.identity(field.getDeclaringClass())
                    .asType(MethodType.methodType(Object.class, Object.class));
            MethodHandle checked = MethodHandles.filterArguments(store, 0, receiverCheck);
            if (!type.isPrimitive()) {
                checked = MethodHandles.filterArguments(checked, 1,
                        MethodHandles.identity(type).asType(MethodType.methodType(Object.class, Object.class)));
            }
            return checked
                    .asType(MethodType.methodType(void.class, Object.class, type));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalStateException("sun.misc.Unsafe.put" + kind + " is not available", e);
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
