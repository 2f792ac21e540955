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
import java.util.Arrays;
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
    /** The factory's methods of JDK 24+, by these indexes; looked up on first use (see {@link #jdk24Method}). */
    private static final int DEFAULT_WRITE_OBJECT_FOR_SERIALIZATION = 0;
    private static final int DEFAULT_READ_OBJECT_FOR_SERIALIZATION = 1;
    private static final int SERIAL_PERSISTENT_FIELDS = 2;
    private static volatile MethodHandle[] jdk24Methods;

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
        Method method = declaredMethod(type, "writeObject", ObjectOutputStream.class);
        return method != null && isPrivateInstanceVoid(method);
    }

    /**
     * The method {@code type} itself declares with this name and these parameter types, or null:
     * {@code getDeclaredMethod} without its {@code NoSuchMethodException}, whose message of a
     * method with parameters is built by a stream. In a fresh JVM that is the JVM's first lambda,
     * some milliseconds, and most classes declare none of the methods serialization looks for.
     */
    public static Method declaredMethod(Class<?> type, String name, Class<?>... parameterTypes) {
        for (Method method : type.getDeclaredMethods()) {
            if (method.getName().equals(name) && Arrays.equals(method.getParameterTypes(), parameterTypes)) {
                return method;
            }
        }
        return null;
    }

    /**
     * Whether {@code type} or a superclass declares a method {@code name()} without parameters: the
     * only classes in which the factory's inherited look-up ({@code writeReplace},
     * {@code readResolve}) can find one, which it does with a {@code getDeclaredMethod} and its
     * exception at each level up to {@code Object}.
     */
    private static boolean declaredInHierarchy(Class<?> type, String name) {
        for (Class<?> level = type; level != null; level = level.getSuperclass()) {
            if (declaredMethod(level, name) != null) {
                return true;
            }
        }
        return false;
    }

    private static boolean isPrivateInstanceVoid(Method method) {
        int modifiers = method.getModifiers();
        return method.getReturnType() == void.class && Modifier.isPrivate(modifiers) && !Modifier.isStatic(modifiers);
    }

    /** The class's own or inherited {@code writeReplace()}, as (Object)Object, or null. */
    public static MethodHandle writeReplaceMethod(Class<?> type) {
        if (!declaredInHierarchy(type, "writeReplace")) {
            return null; // what the factory answers, without an exception per superclass
        }
        MethodHandle method = FACTORY.writeReplaceForSerialization(type);
        return method == null ? null : method.asType(WRITE_REPLACE_TYPE);
    }

    /**
     * Whether the class itself declares {@code readObject(ObjectInputStream)} or
     * {@code readObjectNoData()}, whatever their modifiers: one scan of its methods for both.
     */
    static boolean declaresReadMethods(Class<?> type) {
        for (Method method : type.getDeclaredMethods()) {
            Class<?>[] parameters = method.getParameterTypes();
            if (method.getName().equals("readObject") ? parameters.length == 1 && parameters[0] == ObjectInputStream.class
                    : method.getName().equals("readObjectNoData") && parameters.length == 0) {
                return true;
            }
        }
        return false;
    }

    /** The class's own {@code private void readObject(ObjectInputStream)}, as (Object, ObjectInputStream)void, or null. */
    static MethodHandle readObjectMethod(Class<?> type) {
        if (declaredMethod(type, "readObject", ObjectInputStream.class) == null) {
            return null; // what the factory answers, without its exception
        }
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
        if (declaredMethod(type, "readObjectNoData") == null) {
            return null; // what the factory answers, without its exception
        }
        MethodHandle method = FACTORY.readObjectNoDataForSerialization(type);
        if (method == null && Serializable.class.isAssignableFrom(type) && PrivateStateRoutes.isOpenToUs(type)) {
            method = declaredReadObjectNoData(type);
        }
        return method == null ? null : method.asType(READ_OBJECT_NO_DATA_TYPE);
    }

    private static MethodHandle declaredReadObjectNoData(Class<?> type) {
        Method method = declaredMethod(type, "readObjectNoData");
        if (method == null || !isPrivateInstanceVoid(method)) {
            return null;
        }
        try {
            return MethodHandles.privateLookupIn(type, MethodHandles.lookup()).unreflect(method);
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
        if (!declaredInHierarchy(type, "readResolve")) {
            return null; // what the factory answers, without an exception per superclass
        }
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
        return jdk24Method(DEFAULT_WRITE_OBJECT_FOR_SERIALIZATION) != null;
    }

    /**
     * The JDK's default field writing for one class, as (Object, ObjectOutputStream)void: it calls
     * {@code putFields()}, puts every serializable field's value, and calls {@code writeFields()}.
     * Null on JDKs before 24, and for classes it does not cover (records, enums, proxies...).
     */
    static MethodHandle defaultWriteObjectMethod(Class<?> type) {
        MethodHandle defaultWriteObject = jdk24Method(DEFAULT_WRITE_OBJECT_FOR_SERIALIZATION);
        if (defaultWriteObject == null) {
            return null;
        }
        try {
            MethodHandle method = (MethodHandle) defaultWriteObject.invokeExact(FACTORY, type);
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
        MethodHandle defaultReadObject = jdk24Method(DEFAULT_READ_OBJECT_FOR_SERIALIZATION);
        if (defaultReadObject == null) {
            return null;
        }
        try {
            MethodHandle method = (MethodHandle) defaultReadObject.invokeExact(FACTORY, type);
            return method == null ? null : method.asType(READ_OBJECT_TYPE);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("ReflectionFactory.defaultReadObjectForSerialization failed for " + type.getName(), e);
        }
    }

    /** The class's declared {@code serialPersistentFields} on JDK 24+, or null (not declared, or not knowable). */
    public static ObjectStreamField[] declaredSerialPersistentFields(Class<?> type) {
        MethodHandle serialPersistentFields = jdk24Method(SERIAL_PERSISTENT_FIELDS);
        if (serialPersistentFields == null) {
            return null;
        }
        try {
            return (ObjectStreamField[]) serialPersistentFields.invokeExact(FACTORY, type);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("ReflectionFactory.serialPersistentFields failed for " + type.getName(), e);
        }
    }

    /**
     * One of the factory's JDK 24+ methods, or null on an older JDK. Looked up when first needed,
     * not with this class, and found by name before a handle is asked for: on JDK 17 a failed
     * {@code findVirtual} throws, and the three cost a fresh JVM's first stream a millisecond.
     */
    private static MethodHandle jdk24Method(int index) {
        MethodHandle[] methods = jdk24Methods;
        if (methods == null) {
            Method[] offered = ReflectionFactory.class.getMethods();
            methods = new MethodHandle[] {
                optionalFactoryMethod(offered, "defaultWriteObjectForSerialization", MethodHandle.class),
                optionalFactoryMethod(offered, "defaultReadObjectForSerialization", MethodHandle.class),
                optionalFactoryMethod(offered, "serialPersistentFields", ObjectStreamField[].class)};
            jdk24Methods = methods;
        }
        return methods[index];
    }

    /** The factory's public method {@code name(Class)}, or null when this JDK has none (found by a scan: no exception). */
    private static MethodHandle optionalFactoryMethod(Method[] offered, String name, Class<?> returnType) {
        boolean declared = false;
        for (Method method : offered) {
            declared |= method.getName().equals(name) && method.getReturnType() == returnType
                    && Arrays.equals(method.getParameterTypes(), new Class<?>[] {Class.class});
        }
        if (!declared) {
            return null;
        }
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
