package dev.jumbo.codese;

import dev.jumbo.marshal.model.ReadRoutes;
import dev.jumbo.marshal.read.ClassResolution;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.StreamCorruptedException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Restores graphs stored by {@link CodeseOutputStream}: reads a {@link Container}, checks it,
 * resolves the classes it names (each one checked by this stream's {@link ObjectInputFilter}, and
 * its serialVersionUID compared), re-creates its routes through {@link ReadRoutes}, checks each
 * class file against what generated code may do ({@link ChunkCheck}), defines them as hidden
 * classes (verified: nothing switches the verifier off, and no Unsafe is used), and runs them:
 * {@code create} and {@code fill} on {@link CodeseOptions#threads()} threads, {@code finish} on
 * this one, then the validations that readObject methods registered.
 *
 * <p>A corrupt or hostile container is an {@link IOException} ({@link StreamCorruptedException},
 * {@link InvalidClassException}, {@link InvalidObjectException}), never a {@code VerifyError}:
 * whatever the class files or their code throw is wrapped.
 *
 * <p>Classes defined from identical containers are reused ({@link PreparedCache}): a state
 * restored ten times in one JVM is defined once and run ten times, as in the paper.
 */
public class CodeseInputStream extends ObjectInputStream {
    private static final MethodHandles.Lookup HOST = MethodHandles.lookup();
    private static final Map<String, Class<?>> PRIMITIVES = Map.of("int", int.class, "long", long.class,
            "short", short.class, "byte", byte.class, "char", char.class, "boolean", boolean.class,
            "float", float.class, "double", double.class, "void", void.class);

    /** Time spent in ChunkCheck, for the trace only (not synchronized: a diagnostic). */
    private static volatile long checkNanos;
    private static final boolean TRACE = Boolean.getBoolean("dev.jumbo.codese.trace");

    private final InputStream in;
    private final CodeseOptions options;
    /**
     * The objects of the containers read since the stream's last reset, by handle (as the JDK's
     * handle table): the first {@code handleCount} of {@code handles}. After one container it is
     * that restore's own object array, so a stream read once copies nothing.
     */
    private Object[] handles = new Object[0];
    private int handleCount;

    public CodeseInputStream(InputStream in) throws IOException {
        this(in, CodeseOptions.DEFAULTS);
    }

    public CodeseInputStream(InputStream in, CodeseOptions options) throws IOException {
        super();
        this.in = in;
        this.options = options;
    }

    @Override
    protected Object readObjectOverride() throws IOException, ClassNotFoundException {
        long t0 = System.nanoTime();
        Container.Contents contents = Container.read(in);
        if (contents.base() == 0) {
            handles = new Object[0];
            handleCount = 0;
        } else if (contents.base() != handleCount) {
            throw new StreamCorruptedException("a container follows " + contents.base() + " objects, the stream has "
                    + handleCount);
        }
        long t1 = System.nanoTime();
        Class<?>[] classes = resolveClasses(contents);
        filterTotals(contents);
        Route[] routeTable = contents.routes().toArray(new Route[0]);
        MethodHandle[] routes = new MethodHandle[routeTable.length];
        ReadRoutes[] constructors = new ReadRoutes[routeTable.length];
        for (int i = 0; i < routeTable.length; i++) {
            Class<?> type = classes[routeTable[i].classIndex()];
            if (routeTable[i].kind() == Route.Kind.CONSTRUCTOR) {
                constructors[i] = constructorRoute(type);
            } else {
                routes[i] = route(routeTable[i], type);
            }
        }
        long t2 = System.nanoTime();
        RestoreChunk[] chunks = PreparedCache.chunks(contents.classFiles(), classes, contents.codeChecksum(), new Definer() {
            @Override
            public void check(byte[] classFile, Class<?> host) throws IOException {
                CodeseInputStream.check(classFile, host);
            }

            @Override
            public RestoreChunk define(byte[] classFile, Class<?> host) throws IOException {
                return CodeseInputStream.this.define(classFile, host);
            }
        });
        long t3 = System.nanoTime();
        Restore restore = new Restore(contents.objectCount(), routes, constructors, routeTable, classes, new Restore.ArrayCheck() {
            @Override
            public void check(Class<?> arrayType, int length) throws IOException {
                checkArray(arrayType, length);
            }
        }, this, java.util.Arrays.asList(handles).subList(0, handleCount));
        PhaseRunner.run(chunks, restore, options.threads());
        long t4 = System.nanoTime();
        if (TRACE) {
            System.err.printf("codese: read %.1f ms, resolve %.1f ms, define %.1f ms, run %.1f ms (check %.1f ms)%n", (t1 - t0) / 1e6,
                    (t2 - t1) / 1e6, (t3 - t2) / 1e6, (t4 - t3) / 1e6, checkNanos / 1e6);
        }
        restore.runValidations();
        remember(restore.objects);
        return contents.root() < 0 ? null : restore.objects[contents.root()];
    }

    /** Appends a restore's objects to the handle table. */
    private void remember(Object[] objects) {
        if (handleCount == 0) {
            handles = objects;
            handleCount = objects.length;
            return;
        }
        if (objects.length > Integer.MAX_VALUE - 8 - handleCount) {
            throw new IllegalStateException("more than " + Integer.MAX_VALUE + " objects in one stream");
        }
        Object[] table = java.util.Arrays.copyOf(handles, handleCount + objects.length);
        System.arraycopy(objects, 0, table, handleCount, objects.length);
        handles = table;
        handleCount += objects.length;
    }

    @Override
    public Object readUnshared() throws IOException, ClassNotFoundException {
        return readObjectOverride();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    @Override
    public int available() throws IOException {
        return in.available();
    }

    /**
     * The local class of a name the container holds; primitive types by their names. The thread's
     * context class loader (else the system one) resolves them; override to use another.
     */
    protected Class<?> resolveStoredClass(String name) throws ClassNotFoundException {
        Class<?> primitive = PRIMITIVES.get(name);
        if (primitive != null) {
            return primitive;
        }
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        return Class.forName(name, false, loader != null ? loader : ClassLoader.getSystemClassLoader());
    }

    /**
     * The local proxy class of these interfaces, as {@code ObjectInputStream.resolveProxyClass}
     * finds it: in the class loader of the non-public interfaces (which must all have one), else in
     * the one {@link #resolveStoredClass} uses. Override to use another.
     */
    @Override
    protected Class<?> resolveProxyClass(String[] interfaces) throws IOException, ClassNotFoundException {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        return ClassResolution.resolveProxy(interfaces, loader != null ? loader : ClassLoader.getSystemClassLoader());
    }

    /**
     * A stored proxy class as the JDK's reader takes a proxy class descriptor: resolved, checked to
     * be a proxy class, then each of its interfaces and the class checked by the filter. Conflicting
     * loaders of non-public interfaces are an {@link InvalidClassException} (JDK 18 on; JDK 17 lets
     * the {@code IllegalAccessError} through, but nothing but an IOException leaves a restore).
     */
    private Class<?> resolveProxy(StoredClass described, Container.Contents contents) throws IOException,
            ClassNotFoundException {
        Class<?> type;
        try {
            type = resolveProxyClass(described.proxyInterfaces().toArray(new String[0]));
        } catch (IllegalAccessError e) {
            throw (InvalidClassException) new InvalidClassException(e.getMessage()).initCause(e);
        }
        if (type == null) {
            throw new ClassNotFoundException("null class");
        }
        if (!Proxy.isProxyClass(type)) {
            throw new InvalidClassException("Not a proxy");
        }
        for (Class<?> implemented : type.getInterfaces()) {
            filter(implemented, -1, contents);
        }
        filter(type, -1, contents);
        return type;
    }

    private Class<?>[] resolveClasses(Container.Contents contents) throws IOException, ClassNotFoundException {
        List<StoredClass> stored = contents.classes();
        Class<?>[] classes = new Class<?>[stored.size()];
        for (int i = 0; i < classes.length; i++) {
            StoredClass described = stored.get(i);
            if (described.isProxy()) {
                classes[i] = resolveProxy(described, contents);
                continue;
            }
            Class<?> type = resolveStoredClass(described.name());
            filter(type, -1, contents);
            if (described.serialVersionUID() != 0 || java.io.Serializable.class.isAssignableFrom(type)) {
                checkSerialVersionUID(type, described);
            }
            classes[i] = type;
        }
        return classes;
    }

    private static void checkSerialVersionUID(Class<?> type, StoredClass described) throws InvalidClassException {
        if (type.isArray() || type.isEnum() || type.isRecord() || type.isPrimitive()) {
            if (described.serialVersionUID() != 0) {
                throw new InvalidClassException(type.getName(), "no serialVersionUID expected");
            }
            return;
        }
        Long declared = DECLARED_UID.get(type);
        long localUID;
        if (declared != null) {
            localUID = declared;
        } else {
            ObjectStreamClass local = ObjectStreamClass.lookup(type);
            localUID = local == null ? 0 : local.getSerialVersionUID();
        }
        if (localUID != described.serialVersionUID()) {
            throw new InvalidClassException(type.getName(), "local class incompatible: stream classdesc "
                    + "serialVersionUID = " + described.serialVersionUID() + ", local class serialVersionUID = " + localUID);
        }
    }

    /**
     * The serialVersionUID a serializable class declares, read as {@code ObjectStreamClass} reads it
     * (a static final field of that name), when the field is a long of a package open to us; else
     * null, and {@code ObjectStreamClass} answers. Why: in a fresh JVM its lookup of a class costs
     * milliseconds (it finds every serialization method and spins a constructor class), and this
     * check needs one field.
     */
    /** Per class, once: every restore compares the UIDs of all its classes. Null where ObjectStreamClass answers. */
    private static final ClassValue<Long> DECLARED_UID = new ClassValue<>() {
        @Override
        protected Long computeValue(Class<?> type) {
            return declaredSerialVersionUID(type);
        }
    };

    static Long declaredSerialVersionUID(Class<?> type) {
        if (!java.io.Serializable.class.isAssignableFrom(type)) {
            return null;
        }
        Field field;
        try {
            field = type.getDeclaredField("serialVersionUID");
        } catch (NoSuchFieldException e) {
            return null;
        }
        int staticFinal = java.lang.reflect.Modifier.STATIC | java.lang.reflect.Modifier.FINAL;
        if ((field.getModifiers() & staticFinal) != staticFinal || field.getType() != long.class
                || !field.trySetAccessible()) {
            return null;
        }
        try {
            return field.getLong(null);
        } catch (IllegalAccessException e) {
            return null;
        }
    }

    private void filterTotals(Container.Contents contents) throws InvalidClassException {
        filter(null, -1, contents);
    }

    private void filter(Class<?> type, long arrayLength, Container.Contents contents) throws InvalidClassException {
        ObjectInputFilter filter = getObjectInputFilter();
        if (filter == null) {
            return;
        }
        FilterValues info = new FilterValues(type, arrayLength, contents.objectCount(), 1, contents.bytes());
        ObjectInputFilter.Status status;
        try {
            status = filter.checkInput(info);
        } catch (RuntimeException e) {
            throw (InvalidClassException) new InvalidClassException("filter status: REJECTED").initCause(e);
        }
        if (status == null || status == ObjectInputFilter.Status.REJECTED) {
            throw new InvalidClassException("filter status: " + status);
        }
    }

    private void checkArray(Class<?> arrayType, int length) throws InvalidClassException {
        ObjectInputFilter filter = getObjectInputFilter();
        if (filter == null) {
            return;
        }
        ObjectInputFilter.Status status = filter.checkInput(new FilterValues(arrayType, length, 0, 1, 0));
        if (status == null || status == ObjectInputFilter.Status.REJECTED) {
            throw new InvalidClassException("filter status: " + status);
        }
    }

    /** The filter's view of one check. */
    private record FilterValues(Class<?> serialClass, long arrayLength, long references, long depth, long streamBytes)
            implements ObjectInputFilter.FilterInfo {
    }

    /** Re-creates one described route, checking that the class has it and that it is one the JDK would use. */
    /**
     * A constructor route: the class's serialization constructor, which {@link Restore#newInstance}
     * calls reflectively, as the JDK's reader does, rather than through a method handle (in a fresh
     * JVM, the handles and the invoker their first call spins cost milliseconds).
     */
    private static ReadRoutes constructorRoute(Class<?> type) throws IOException {
        ReadRoutes routes = ReadRoutes.of(type);
        if (!routes.hasSerializationConstructor()) {
            throw new InvalidClassException(type.getName(), "no constructor route");
        }
        return routes;
    }

    private static MethodHandle route(Route route, Class<?> type) throws IOException {
        ReadRoutes routes = ReadRoutes.of(type);
        // Not a switch on the enum: its synthetic class is one more to load in a fresh JVM.
        Route.Kind kind = route.kind();
        MethodHandle handle;
        if (kind == Route.Kind.READ_OBJECT) {
            handle = routes.readObjectMethod();
        } else if (kind == Route.Kind.READ_RESOLVE) {
            handle = routes.readResolveMethod();
        } else if (kind == Route.Kind.CANONICAL) {
            handle = canonical(routes.canonicalConstructor());
        } else {
            handle = setter(routes, type, route);
        }
        if (handle == null) {
            throw new InvalidClassException(type.getName(), "no " + route.kind().name().toLowerCase()
                    + " route" + (route.fieldName().isEmpty() ? "" : " for field " + route.fieldName()));
        }
        return handle;
    }

    private static MethodHandle canonical(MethodHandle constructor) {
        if (constructor == null) {
            return null;
        }
        return constructor.asType(erased(constructor.type()));
    }

    /** Only a serializable field of the class, of the type described; references taken as Object. */
    private static MethodHandle setter(ReadRoutes routes, Class<?> type, Route route) throws InvalidClassException {
        ObjectStreamClass desc = ObjectStreamClass.lookup(type);
        ObjectStreamField streamField = desc == null ? null : desc.getField(route.fieldName());
        if (streamField == null || !streamField.getType().descriptorString().equals(route.fieldType())
                && !(route.fieldType().length() > 1 && !streamField.isPrimitive())) {
            throw new InvalidClassException(type.getName(), "no serializable field " + route.fieldName()
                    + " of type " + route.fieldType());
        }
        Field field;
        try {
            field = type.getDeclaredField(route.fieldName());
        } catch (NoSuchFieldException e) {
            throw new InvalidClassException(type.getName(), "no field " + route.fieldName());
        }
        if (!field.getType().descriptorString().equals(route.fieldType())) {
            throw new InvalidClassException(type.getName(), "field " + route.fieldName() + " is a "
                    + field.getType().getName() + ", stored as " + route.fieldType());
        }
        MethodHandle setter = routes.fieldSetter(field);
        return setter == null ? null : setter.asType(erased(setter.type()));
    }

    private static MethodType erased(MethodType type) {
        MethodType erased = type;
        for (int i = 0; i < type.parameterCount(); i++) {
            if (!type.parameterType(i).isPrimitive()) {
                erased = erased.changeParameterType(i, Object.class);
            }
        }
        return erased.returnType().isPrimitive() ? erased : erased.changeReturnType(Object.class);
    }

    /**
     * Checks one class file ({@link ChunkCheck}): of this package ({@code host} null), or a segment
     * of {@code host} that may store the fields {@link DirectStores} lists.
     */
    private static void check(byte[] classFile, Class<?> host) throws IOException {
        long c0 = System.nanoTime();
        ChunkCheck.check(classFile, host, host == null ? java.util.Set.of() : DirectStores.storable(host));
        checkNanos += System.nanoTime() - c0;
    }

    /**
     * Defines one class file that {@link #check} passed, verified: a hidden class of this package,
     * or, for a segment, a hidden nestmate of {@code host}.
     */
    private RestoreChunk define(byte[] classFile, Class<?> host) throws IOException {
        try {
            MethodHandles.Lookup defined = host == null ? HOST.defineHiddenClass(classFile, true)
                    : DirectStores.lookupIn(host).defineHiddenClass(classFile, true,
                    MethodHandles.Lookup.ClassOption.NESTMATE);
            MethodHandle constructor = defined.findConstructor(defined.lookupClass(), MethodType.methodType(void.class));
            return (RestoreChunk) constructor.invoke();
        } catch (LinkageError | IllegalAccessException | NoSuchMethodException | ClassCastException e) {
            throw (StreamCorruptedException) new StreamCorruptedException("a stored class cannot be defined: " + e)
                    .initCause(e);
        } catch (IOException e) {
            throw e;
        } catch (Throwable e) {
            throw (StreamCorruptedException) new StreamCorruptedException("a stored class cannot be created: " + e)
                    .initCause(e);
        }
    }

    /**
     * Checks and defines the classes of a container (host: the class one is a nestmate of, or
     * null); a class file is defined only after its check passed.
     */
    interface Definer {
        void check(byte[] classFile, Class<?> host) throws IOException;

        RestoreChunk define(byte[] classFile, Class<?> host) throws IOException;
    }
}
