package dev.jumbo.marshal.model;

import java.io.Externalizable;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A local class's sanctioned routes into its private state for deserialization: how to create an
 * instance, how to store its fields, and its private serialization methods. None needs
 * {@code --add-opens}; none prints a warning on the JDK where it is taken. This is the read side
 * of {@link PrivateStateRoutes}, and takes the same routes:
 * <ul>
 *   <li>serialization methods and constructors: {@code sun.reflect.ReflectionFactory}
 *       ({@link SerializationMethods}), on every JDK;</li>
 *   <li>field stores, first that applies: {@code MethodHandles.privateLookupIn} when the class's
 *       package is open to us (every class path class; a {@code final} field is made accessible
 *       first, which the JDK allows for normal classes of open packages, never for records or
 *       hidden classes); {@code sun.misc.Unsafe} on JDK 17-23 for the JDK's classes, unless
 *       {@code -Ddev.jumbo.marshal.allowUnsafe=false}; otherwise none, and on JDK 24+ the reader
 *       uses {@link #defaultReadObjectMethod()} for the whole class instead.</li>
 * </ul>
 * Routes are found once per class ({@link #of} caches them in a {@link ClassValue}), each on
 * its first request; field setters once per field, on first request. A method answers null when
 * the class has no such member or no route reaches it: the reader turns that into the JDK's error.
 */
public final class ReadRoutes {
    private static final ClassValue<ReadRoutes> ROUTES = new ClassValue<>() {
        @Override
        protected ReadRoutes computeValue(Class<?> type) {
            return new ReadRoutes(type);
        }
    };
    private static final Object[] NO_ARGUMENTS = {};

    private final Class<?> type;
    private final boolean openToUs;
    private final Kind kind;
    /*
     * Each route is found on its first request (a reader that creates instances of a class need not
     * look for its readObject): looking a method up that a class lacks throws inside the JDK, which a
     * fresh JVM pays in milliseconds. Two threads may both find one; either answer is the same
     * route. A value is written before its volatile flag, and read after it.
     */
    private Constructor<?> constructorForSerialization;
    /** Made from the constructor on its first request, after it (volatile: no flag of its own). */
    private volatile MethodHandle serializationConstructor;
    private volatile boolean constructorFound;
    private MethodHandle canonicalConstructor;
    private volatile boolean canonicalFound;
    private MethodHandle readObjectMethod;
    private volatile boolean readObjectFound;
    private MethodHandle readObjectNoDataMethod;
    private volatile boolean readObjectNoDataFound;
    /** {@link #declaresReadMethods}'s answer: 0 not yet asked, 1 no, 2 yes. */
    private volatile int declaresReadMethods;
    private MethodHandle readResolveMethod;
    private volatile boolean readResolveFound;
    private MethodHandle defaultReadObjectMethod;
    private volatile boolean defaultReadObjectFound;
    private final ConcurrentHashMap<String, Optional<MethodHandle>> setters = new ConcurrentHashMap<>();

    private ReadRoutes(Class<?> type) {
        this.type = type;
        this.openToUs = PrivateStateRoutes.isOpenToUs(type);
        this.kind = Kind.of(type);
    }

    /** Finds the constructor, not its handle: a reader that calls {@link #newInstance} needs none. */
    private void findConstructor() {
        if (!constructorFound) {
            constructorForSerialization = findSerializationConstructor(type);
            constructorFound = true;
        }
    }

    /** The routes of {@code type}, found on first request and cached with the class. */
    public static ReadRoutes of(Class<?> type) {
        return ROUTES.get(type);
    }

    public Class<?> type() {
        return type;
    }

    /**
     * Creates a new instance, as ()Object, the way {@code ObjectInputStream} does before it reads the
     * instance's data. Serializable classes: allocates the class and runs only the no-arg constructor
     * of its first non-serializable superclass, which must be accessible from the class (the JDK's
     * {@code getSerializableConstructor}, honouring {@code -Djdk.disableSerialConstructorChecks}).
     * Externalizable classes: the class's public no-arg constructor, whatever the class's own access.
     * Null when there is none (the reader's "no valid constructor"), and for classes the stream does
     * not create this way: records, enums, classes that are not Serializable.
     *
     * <p>It fails as {@code ObjectStreamClass.newInstance} does, so that a reader can wrap the
     * failure as the JDK's reader does ("unable to create instance"): an {@link Error} the
     * constructor throws comes out as it is, any other exception inside an
     * {@link java.lang.reflect.InvocationTargetException}, and an abstract class gives an
     * {@link InstantiationException}.
     */
    public MethodHandle serializationConstructor() {
        findConstructor();
        MethodHandle handle = serializationConstructor;
        if (handle == null && constructorForSerialization != null) {
            handle = Instantiation.HANDLE.bindTo(constructorForSerialization);
            serializationConstructor = handle;
        }
        return handle;
    }

    /** Whether {@link #newInstance} (and {@link #serializationConstructor}) has a constructor to run. */
    public boolean hasSerializationConstructor() {
        findConstructor();
        return constructorForSerialization != null;
    }

    /**
     * One instance through the serialization constructor, failing as {@link #serializationConstructor}
     * does; for the reflective reader, which calls it from one call site for every class: invoking
     * each class's bound handle there would have the JDK customize every one of them, a class spun
     * per class read.
     *
     * @throws IllegalStateException when the class has no serialization constructor
     */
    public Object newInstance() throws InstantiationException, InvocationTargetException {
        findConstructor();
        if (constructorForSerialization == null) {
            throw new IllegalStateException(type.getName() + " has no serialization constructor");
        }
        return instantiate(constructorForSerialization);
    }

    /**
     * A record's canonical constructor, as (components in declaration order) -> Object; null for
     * other classes, and for records whose package is not open to us.
     */
    public MethodHandle canonicalConstructor() {
        if (!canonicalFound) {
            canonicalConstructor = findCanonicalConstructor(type, openToUs);
            canonicalFound = true;
        }
        return canonicalConstructor;
    }

    /**
     * The class's own {@code private void readObject(ObjectInputStream)}, as (Object, ObjectInputStream)void,
     * or null; like all the methods the stream calls, looked for only where the JDK calls them (not for
     * records, enums or Externalizable classes).
     */
    public MethodHandle readObjectMethod() {
        if (!readObjectFound) {
            // The JDK's ObjectStreamClass looks for these only where the stream may call them.
            readObjectMethod = kind == Kind.ORDINARY ? SerializationMethods.readObjectMethod(type) : null;
            readObjectFound = true;
        }
        return readObjectMethod;
    }

    /**
     * Whether the class declares a method named {@code readObject(ObjectInputStream)} or
     * {@code readObjectNoData()}: a scan of its methods, no handle made. When false,
     * {@link #readObjectMethod} and {@link #readObjectNoDataMethod} answer null; when true they
     * may still (a method the stream does not call, such as a public one).
     */
    public boolean declaresReadMethods() {
        int known = declaresReadMethods;
        if (known == 0) {
            known = kind == Kind.ORDINARY && SerializationMethods.declaresReadMethods(type) ? 2 : 1;
            declaresReadMethods = known;
        }
        return known == 2;
    }

    /** The class's own {@code private void readObjectNoData()}, as (Object)void, or null. */
    public MethodHandle readObjectNoDataMethod() {
        if (!readObjectNoDataFound) {
            readObjectNoDataMethod = kind == Kind.ORDINARY ? SerializationMethods.readObjectNoDataMethod(type) : null;
            readObjectNoDataFound = true;
        }
        return readObjectNoDataMethod;
    }

    /**
     * The class's {@code Object readResolve()}, as (Object)Object, or null (always for enums); inherited as the JDK
     * inherits it: a private method only from the class itself, a package-private one only from a
     * superclass of the same package and class loader, public and protected ones from any superclass.
     */
    public MethodHandle readResolveMethod() {
        if (!readResolveFound) {
            readResolveMethod = kind.mayResolve ? SerializationMethods.readResolveMethod(type) : null;
            readResolveFound = true;
        }
        return readResolveMethod;
    }

    /**
     * JDK 24+: the JDK's default field reading for this class, as (Object, ObjectInputStream)void
     * (the instance first, as in {@link #readObjectMethod()}): it calls {@code readFields()} on the
     * stream and stores every serializable field, {@code final} ones included. The route for the
     * JDK's classes, whose fields have no {@link #fieldSetter} there. Null on JDK 17-23, and for
     * the classes the JDK does not cover (records, enums, Externalizable and hidden classes...).
     */
    public MethodHandle defaultReadObjectMethod() {
        if (!defaultReadObjectFound) {
            defaultReadObjectMethod = kind == Kind.ORDINARY ? SerializationMethods.defaultReadObjectMethod(type) : null;
            defaultReadObjectFound = true;
        }
        return defaultReadObjectMethod;
    }

    /**
     * A store into one of this class's instance fields, as (Object, field type)void, or null when no
     * route exists for it: a {@code final} field of a record or hidden class, or any field of a class
     * whose package is not open to us on JDK 24+ (or with Unsafe switched off). The receiver is
     * checked to be an instance of this class.
     *
     * @throws IllegalArgumentException when the field is static or declared by another class
     */
    public MethodHandle fieldSetter(Field field) {
        if (field.getDeclaringClass() != type) {
            throw new IllegalArgumentException(field + " is not declared by " + type.getName());
        }
        if (Modifier.isStatic(field.getModifiers())) {
            throw new IllegalArgumentException(field + " is static: deserialization stores only instance fields");
        }
        // Not computeIfAbsent: its lambda would be a hidden class spun by the first stream that
        // reads. Two threads may both look a setter up; the first one stored is kept.
        Optional<MethodHandle> setter = setters.get(field.getName());
        if (setter == null) {
            Optional<MethodHandle> found = Optional.ofNullable(findSetter(field));
            setter = setters.putIfAbsent(field.getName(), found);
            if (setter == null) {
                setter = found;
            }
        }
        return setter.orElse(null);
    }

    /**
     * The field itself, accessible, for the reflective reader to store into through core
     * reflection; null where {@link #fieldSetter} is the only route (the class's package is not
     * open to us) or there is none (a {@code final} field of a record or hidden class).
     *
     * <p>Why not the setter handle: a handle invoked from the reader's one call site is
     * customized by the JDK after 127 calls, which spins a class per handle, so a fresh JVM's
     * first stream spun one per field of each class it read. On JDK 17 a {@code Field}'s
     * accessor is an {@code Unsafe} store made from classes the JDK already has.
     *
     * @throws IllegalArgumentException when the field is static or declared by another class
     */
    public Field accessibleField(Field field) {
        if (field.getDeclaringClass() != type) {
            throw new IllegalArgumentException(field + " is not declared by " + type.getName());
        }
        if (Modifier.isStatic(field.getModifiers())) {
            throw new IllegalArgumentException(field + " is static: deserialization stores only instance fields");
        }
        if (!openToUs || (Modifier.isFinal(field.getModifiers()) && (type.isRecord() || type.isHidden()))) {
            return null;
        }
        return PrivateStateRoutes.accessibleCopy(field);
    }

    private MethodHandle findSetter(Field field) {
        MethodType setterType = MethodType.methodType(void.class, Object.class, field.getType());
        if (openToUs) {
            boolean isFinal = Modifier.isFinal(field.getModifiers());
            if (isFinal && (type.isRecord() || type.isHidden())) {
                return null;
            }
            try {
                MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(type, MethodHandles.lookup());
                if (!isFinal) {
                    return lookup.unreflectSetter(field).asType(setterType);
                }
                Field ownCopy = type.getDeclaredField(field.getName());
                ownCopy.setAccessible(true);
                return lookup.unreflectSetter(ownCopy).asType(setterType);
            } catch (IllegalAccessException | NoSuchFieldException e) {
                throw new IllegalStateException("no setter for " + field + " although its package is open to jumbo-marshal", e);
            }
        }
        if (!SerializationMethods.hasDefaultWriteObjectRoute() && UnsafeFieldAccess.allowed()
                && !type.isRecord() && !type.isHidden()) {
            return UnsafeFieldAccess.setter(field);
        }
        return null;
    }

    /** How the stream treats a class, as the JDK's ObjectStreamClass tells them apart. */
    private enum Kind {
        NOT_SERIALIZABLE(false), ENUM(false), ARRAY(false), RECORD(true), EXTERNALIZABLE(true), ORDINARY(true);

        final boolean mayResolve;

        Kind(boolean mayResolve) {
            this.mayResolve = mayResolve;
        }

        static Kind of(Class<?> type) {
            if (!Serializable.class.isAssignableFrom(type) || type.isInterface()) {
                return NOT_SERIALIZABLE;
            }
            if (Enum.class.isAssignableFrom(type)) {
                return ENUM;
            }
            if (type.isArray()) {
                return ARRAY;
            }
            if (type.isRecord()) {
                return RECORD;
            }
            return Externalizable.class.isAssignableFrom(type) ? EXTERNALIZABLE : ORDINARY;
        }
    }

    private static Constructor<?> findSerializationConstructor(Class<?> type) {
        Kind kind = Kind.of(type);
        if (kind != Kind.ORDINARY && kind != Kind.EXTERNALIZABLE) {
            return null;
        }
        Constructor<?> constructor = kind == Kind.EXTERNALIZABLE
                ? SerializationMethods.externalizationConstructor(type)
                : SerializationMethods.serializationConstructor(type);
        return constructor;
    }

    /**
     * One instance from a constructor the factory made accessible, failing as the JDK's
     * {@code ObjectStreamClass.newInstance} does. The serialization constructor's declaring class is
     * the superclass whose constructor it runs, while it allocates the subclass: it cannot be
     * unreflected into a constructor handle, only called through {@link Constructor#newInstance}.
     */
    private static Object instantiate(Constructor<?> constructor) throws InstantiationException, InvocationTargetException {
        try {
            // One shared empty argument array: a call of newInstance() would allocate one per object.
            return constructor.newInstance(NO_ARGUMENTS);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("ReflectionFactory returned an inaccessible constructor " + constructor, e);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        } catch (InstantiationError e) {
            InstantiationException failure = new InstantiationException(e.getMessage());
            failure.initCause(e);
            throw failure;
        }
    }

    private static MethodHandle findCanonicalConstructor(Class<?> type, boolean openToUs) {
        if (!type.isRecord() || !openToUs) {
            return null;
        }
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] parameterTypes = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            parameterTypes[i] = components[i].getType();
        }
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(type, MethodHandles.lookup());
            return lookup.findConstructor(type, MethodType.methodType(void.class, parameterTypes))
                    .asType(MethodType.methodType(Object.class, parameterTypes));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null;
        }
    }

    /**
     * The handle of {@link #instantiate}, made on first use: a fresh JVM that only ever calls
     * {@link #newInstance} (the reflective reader, CoDeSe) pays for no method handle.
     */
    private static final class Instantiation {
        static final MethodHandle HANDLE = instantiateHandle();

        private static MethodHandle instantiateHandle() {
            try {
                return MethodHandles.lookup().findStatic(ReadRoutes.class, "instantiate",
                        MethodType.methodType(Object.class, Constructor.class));
            } catch (NoSuchMethodException | IllegalAccessException e) {
                throw new IllegalStateException("ReadRoutes.instantiate is not available", e);
            }
        }
    }
}
