package dev.jumbo.marshal;

import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import sun.reflect.ReflectionFactory;

/**
 * The sanctioned route to a class's private serialization methods: {@code sun.reflect.ReflectionFactory}
 * of the {@code jdk.unsupported} module, which hands out method handles for them without
 * {@code --add-opens} and without warnings.
 *
 * <ul>
 *   <li>JDK 17 and later: {@code writeObjectForSerialization}, {@code writeReplaceForSerialization}.</li>
 *   <li>JDK 24 and later only: {@code defaultWriteObjectForSerialization} (the class's default field
 *       writing, through {@code putFields}/{@code writeFields}) and {@code serialPersistentFields};
 *       found reflectively, so this class also loads on JDK 17.</li>
 * </ul>
 */
final class SerializationMethods {
    private static final ReflectionFactory FACTORY = ReflectionFactory.getReflectionFactory();
    private static final MethodHandle DEFAULT_WRITE_OBJECT_FOR_SERIALIZATION =
            optionalFactoryMethod("defaultWriteObjectForSerialization", MethodHandle.class);
    private static final MethodHandle SERIAL_PERSISTENT_FIELDS =
            optionalFactoryMethod("serialPersistentFields", ObjectStreamField[].class);

    private static final MethodType WRITE_OBJECT_TYPE =
            MethodType.methodType(void.class, Object.class, ObjectOutputStream.class);
    private static final MethodType WRITE_REPLACE_TYPE = MethodType.methodType(Object.class, Object.class);

    private SerializationMethods() {
    }

    /** The class's own {@code private void writeObject(ObjectOutputStream)}, as (Object, ObjectOutputStream)void, or null. */
    static MethodHandle writeObjectMethod(Class<?> type) {
        MethodHandle method = FACTORY.writeObjectForSerialization(type);
        return method == null ? null : method.asType(WRITE_OBJECT_TYPE);
    }

    /** The class's own or inherited {@code writeReplace()}, as (Object)Object, or null. */
    static MethodHandle writeReplaceMethod(Class<?> type) {
        MethodHandle method = FACTORY.writeReplaceForSerialization(type);
        return method == null ? null : method.asType(WRITE_REPLACE_TYPE);
    }

    /** Whether this JDK's ReflectionFactory offers {@code defaultWriteObjectForSerialization} (JDK 24+). */
    static boolean hasDefaultWriteObjectRoute() {
        return DEFAULT_WRITE_OBJECT_FOR_SERIALIZATION != null;
    }

    /**
     * The JDK's default field writing for one class, as (Object, ObjectOutputStream)void: it calls
     * {@code putFields()}, puts every serializable field's value, and calls {@code writeFields()}.
     * Null on JDKs before 24, and for classes it does not cover (records, enums, proxies...).
     */
    static MethodHandle defaultWriteObjectMethod(Class<?> type) {
        if (DEFAULT_WRITE_OBJECT_FOR_SERIALIZATION == null) {
            return null;
        }
        try {
            MethodHandle method = (MethodHandle) DEFAULT_WRITE_OBJECT_FOR_SERIALIZATION.invokeExact(FACTORY, type);
            return method == null ? null : method.asType(WRITE_OBJECT_TYPE);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("ReflectionFactory.defaultWriteObjectForSerialization failed for " + type.getName(), e);
        }
    }

    /** The class's declared {@code serialPersistentFields} on JDK 24+, or null (not declared, or not knowable). */
    static ObjectStreamField[] declaredSerialPersistentFields(Class<?> type) {
        if (SERIAL_PERSISTENT_FIELDS == null) {
            return null;
        }
        try {
            return (ObjectStreamField[]) SERIAL_PERSISTENT_FIELDS.invokeExact(FACTORY, type);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("ReflectionFactory.serialPersistentFields failed for " + type.getName(), e);
        }
    }

    private static MethodHandle optionalFactoryMethod(String name, Class<?> returnType) {
        try {
            return MethodHandles.publicLookup().findVirtual(ReflectionFactory.class, name,
                    MethodType.methodType(returnType, Class.class));
        } catch (NoSuchMethodException e) {
            return null;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("sun.reflect.ReflectionFactory." + name + " is not public", e);
        }
    }
}
