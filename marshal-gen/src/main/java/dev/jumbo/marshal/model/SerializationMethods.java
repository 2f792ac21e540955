package dev.jumbo.marshal.model;

import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import sun.reflect.ReflectionFactory;

/**
 * The sanctioned route to a class's private serialization methods: {@code sun.reflect.ReflectionFactory}
 * of the {@code jdk.unsupported} module, which hands out method handles for them without
 * {@code --add-opens} and without warnings.
 *
 * <ul>
 *   <li>JDK 17 and later: {@code writeObjectForSerialization}, {@code writeReplaceForSerialization};
 *       for reading {@code readObjectForSerialization}, {@code readObjectNoDataForSerialization},
 *       {@code readResolveForSerialization}, {@code newConstructorForSerialization} and
 *       {@code newConstructorForExternalization}.</li>
 *   <li>JDK 24 and later only: {@code defaultWriteObjectForSerialization} (the class's default field
 *       writing, through {@code putFields}/{@code writeFields}), {@code defaultReadObjectForSerialization}
 *       (its default field reading, through {@code readFields}) and {@code serialPersistentFields};
 *       found reflectively, so this class also loads on JDK 17.</li>
 * </ul>
 */
public final class SerializationMethods {
    private static final ReflectionFactory FACTORY = ReflectionFactory.getReflectionFactory();
    private static final MethodHandle DEFAULT_WRITE_OBJECT_FOR_SERIALIZATION =
            optionalFactoryMethod("defaultWriteObjectForSerialization", MethodHandle.class);
    private static final MethodHandle DEFAULT_READ_OBJECT_FOR_SERIALIZATION =
            optionalFactoryMethod("defaultReadObjectForSerialization", MethodHandle.class);
    private static final MethodHandle SERIAL_PERSISTENT_FIELDS =
            optionalFactoryMethod("serialPersistentFields", ObjectStreamField[].class);

    private static final MethodType WRITE_OBJECT_TYPE =
            MethodType.methodType(void.class, Object.class, ObjectOutputStream.class);
    private static final MethodType WRITE_REPLACE_TYPE = MethodType.methodType(Object.class, Object.class);
    private static final MethodType READ_OBJECT_TYPE =
            MethodType.methodType(void.class, Object.class, ObjectInputStream.class);
    private static final MethodType READ_OBJECT_NO_DATA_TYPE = MethodType.methodType(void.class, Object.class);

    private SerializationMethods() {
    }

    /** The class's own {@code private void writeObject(ObjectOutputStream)}, as (Object, ObjectOutputStream)void, or null. */
    public static MethodHandle writeObjectMethod(Class<?> type) {
        MethodHandle method = FACTORY.writeObjectForSerialization(type);
        return method == null ? null : method.asType(WRITE_OBJECT_TYPE);
    }

    /**
     * Whether the class declares the {@code writeObject} that serialization calls: {@code private},
     * not {@code static}, {@code void writeObject(ObjectOutputStream)} (the rule of the
     * serialization specification, §2.3, which {@code ObjectStreamClass} and the factory apply).
     * Cheaper than {@link #writeObjectMethod}, which makes a handle.
     */
    public static boolean declaresWriteObject(Class<?> type) {
        try {
            Method method = type.getDeclaredMethod("writeObject", ObjectOutputStream.class);
            int modifiers = method.getModifiers();
            return method.getReturnType() == void.class && Modifier.isPrivate(modifiers)
                    && !Modifier.isStatic(modifiers);
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** The class's own or inherited {@code writeReplace()}, as (Object)Object, or null. */
    public static MethodHandle writeReplaceMethod(Class<?> type) {
        MethodHandle method = FACTORY.writeReplaceForSerialization(type);
        return method == null ? null : method.asType(WRITE_REPLACE_TYPE);
    }

    /** The class's own {@code private void readObject(ObjectInputStream)}, as (Object, ObjectInputStream)void, or null. */
    static MethodHandle readObjectMethod(Class<?> type) {
        MethodHandle method = FACTORY.readObjectForSerialization(type);
        return method == null ? null : method.asType(READ_OBJECT_TYPE);
    }

    /**
     * The class's own {@code private void readObjectNoData()}, as (Object)void, or null. JDK 17's
     * factory never finds it (it looks for a method with one parameter of type null), so when it
     * answers null for a class whose package is open to us, the method is looked up by the
     * factory's rules through {@code privateLookupIn}; for the JDK's own classes on such a JDK
     * there is no sanctioned route and the answer stays null.
     */
    static MethodHandle readObjectNoDataMethod(Class<?> type) {
        MethodHandle method = FACTORY.readObjectNoDataForSerialization(type);
        if (method == null && Serializable.class.isAssignableFrom(type) && PrivateStateRoutes.isOpenToUs(type)) {
            method = declaredReadObjectNoData(type);
        }
        return method == null ? null : method.asType(READ_OBJECT_NO_DATA_TYPE);
    }

    private static MethodHandle declaredReadObjectNoData(Class<?> type) {
        try {
            Method method = type.getDeclaredMethod("readObjectNoData");
            int modifiers = method.getModifiers();
            if (method.getReturnType() != void.class || Modifier.isStatic(modifiers) || !Modifier.isPrivate(modifiers)) {
                return null;
            }
            return MethodHandles.privateLookupIn(type, MethodHandles.lookup()).unreflect(method);
        } catch (NoSuchMethodException e) {
            return null;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("readObjectNoData of " + type.getName() + " is not accessible although its package is open", e);
        }
    }

    /**
     * The class's own or inherited {@code readResolve()}, as (Object)Object, or null. The factory
     * already inherits it as {@code ObjectStreamClass.getInheritableMethod} does: a private method
     * only from the class itself, a package-private one only from the same package and loader,
     * never a static or abstract one, and only when it returns {@code Object}.
     */
    static MethodHandle readResolveMethod(Class<?> type) {
        MethodHandle method = FACTORY.readResolveForSerialization(type);
        return method == null ? null : method.asType(WRITE_REPLACE_TYPE);
    }

    /**
     * A constructor that allocates {@code type} and runs only the no-arg constructor of its first
     * non-serializable superclass, or null when that constructor is not accessible from
     * {@code type} (the JDK's rule: not private, and package-private only in the same package and
     * loader, with every serializable superclass able to reach its own superclass's constructor).
     * Its declaring class is that superclass, so it can only be called through
     * {@link Constructor#newInstance}: a method handle unreflected from it would make the superclass.
     */
    static Constructor<?> serializationConstructor(Class<?> type) {
        return FACTORY.newConstructorForSerialization(type);
    }

    /** An Externalizable class's public no-arg constructor, made accessible, or null when it has none. */
    static Constructor<?> externalizationConstructor(Class<?> type) {
        return FACTORY.newConstructorForExternalization(type);
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

    /**
     * The JDK's default field reading for one class, as (Object, ObjectInputStream)void: it calls
     * {@code readFields()} and stores every serializable field's value from it, {@code final}
     * fields included. Null on JDKs before 24, and for classes it does not cover (records, enums,
     * Externalizable classes, hidden classes, classes declaring {@code serialPersistentFields}...).
     */
    static MethodHandle defaultReadObjectMethod(Class<?> type) {
        if (DEFAULT_READ_OBJECT_FOR_SERIALIZATION == null) {
            return null;
        }
        try {
            MethodHandle method = (MethodHandle) DEFAULT_READ_OBJECT_FOR_SERIALIZATION.invokeExact(FACTORY, type);
            return method == null ? null : method.asType(READ_OBJECT_TYPE);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("ReflectionFactory.defaultReadObjectForSerialization failed for " + type.getName(), e);
        }
    }

    /** The class's declared {@code serialPersistentFields} on JDK 24+, or null (not declared, or not knowable). */
    public static ObjectStreamField[] declaredSerialPersistentFields(Class<?> type) {
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
