package dev.jumbo.marshal.read;

import dev.jumbo.marshal.model.ReadRoutes;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.io.InvalidClassException;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamConstants;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A class descriptor read from the stream, matched with its local class exactly as
 * {@code ObjectStreamClass.initNonProxy}/{@code initProxy} match them: what the stream says
 * (name, serialVersionUID, flags, fields in stream order, super descriptor) beside what the
 * local class has (its fields, constructor, {@code readObject}/{@code readObjectNoData}/
 * {@code readResolve}, all through {@link ReadRoutes}).
 *
 * <p>A descriptor whose class and super descriptors all resolved is <b>canonical</b>: binding
 * equal descriptor content (its {@link Body} and the same super descriptor) to the same local
 * class gives the same instance, in every stream ({@link #bind}). So a generated reader can be
 * cached per (stream descriptor, local class) pair with this object as its key.
 *
 * <p>Some mismatches fail when the descriptor is read (the JDK's {@code InvalidClassException}s
 * of {@code initNonProxy}); others only when an instance is read ({@link #checkDeserialize}):
 * "class invalid for deserialization", "no valid constructor", "enum type".
 */
public final class StreamDescriptor {
    /**
     * A field as the stream describes it.
     *
     * <p>{@code equals} and {@code hashCode} are written out, as the record's own would compare:
     * a record's generated ones bootstrap {@code ObjectMethods}, dozens of method-handle classes
     * outside the CDS archive, on the first descriptor a stream reads.
     */
    public record FieldSpec(char typeCode, String name, String signature) {
        @Override
        public boolean equals(Object other) {
            return other instanceof FieldSpec field && field.typeCode == typeCode && Objects.equals(field.name, name)
                    && Objects.equals(field.signature, signature);
        }

        @Override
        public int hashCode() {
            return (typeCode * 31 + Objects.hashCode(name)) * 31 + Objects.hashCode(signature);
        }
    }

    /**
     * What the stream says about a class: for a proxy descriptor only its interfaces. Equal
     * bodies describe the same stream class. ({@code equals} and {@code hashCode} written out, as
     * {@link FieldSpec}'s.)
     */
    public record Body(String name, long serialVersionUID, byte flags, List<FieldSpec> fields, List<String> proxyInterfaces) {
        public Body {
            fields = List.copyOf(fields);
            proxyInterfaces = proxyInterfaces == null ? null : List.copyOf(proxyInterfaces);
        }

        public static Body proxy(List<String> interfaces) {
            return new Body(null, 0L, (byte) ObjectStreamConstants.SC_SERIALIZABLE, List.of(), interfaces);
        }

        public boolean isProxy() {
            return proxyInterfaces != null;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Body body && body.serialVersionUID == serialVersionUID && body.flags == flags
                    && Objects.equals(body.name, name) && body.fields.equals(fields)
                    && Objects.equals(body.proxyInterfaces, proxyInterfaces);
        }

        @Override
        public int hashCode() {
            int hash = Objects.hashCode(name);
            hash = hash * 31 + Long.hashCode(serialVersionUID);
            hash = hash * 31 + flags;
            hash = hash * 31 + fields.hashCode();
            return hash * 31 + Objects.hashCode(proxyInterfaces);
        }
    }

    /** A class-data slot: the class whose data comes next, and whether the stream carries data for it. */
    public record Slot(StreamDescriptor descriptor, boolean hasData) {
    }

    private static final int CACHE_LIMIT = 64;
    private static final ClassValue<Map<Key, StreamDescriptor>> CANONICAL = new ClassValue<>() {
        @Override
        protected Map<Key, StreamDescriptor> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };
    private static final ClassValue<StreamDescriptor> LOCAL = new ClassValue<>() {
        @Override
        protected StreamDescriptor computeValue(Class<?> type) {
            try {
                return new StreamDescriptor(localBody(type), type, null, null);
            } catch (InvalidClassException e) {
                throw new IllegalStateException("a local class does not match itself: " + type.getName(), e);
            }
        }
    };

    private record Key(Body body, StreamDescriptor superDescriptor) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.body.equals(body) && key.superDescriptor == superDescriptor;
        }

        @Override
        public int hashCode() {
            return body.hashCode() * 31 + System.identityHashCode(superDescriptor);
        }
    }

    private final Body body;
    private final StreamDescriptor superDescriptor;
    private final Class<?> localClass;
    private final ClassNotFoundException resolveException;
    private final SerialClass local;
    private final ReadRoutes routes;
    private final StreamField[] fields;
    private final int primitiveDataSize;
    private final int objectFieldCount;
    private final boolean serializable;
    private final boolean externalizable;
    private final boolean isEnum;
    private final boolean isRecord;
    private final String deserializeProblem;
    /**
     * Whether the local class declares a readObject or readObjectNoData the stream would call
     * (found by a scan of its methods): their handles are the routes' ({@link ReadRoutes}), made
     * when first asked. Made with every descriptor, a fresh JVM's first descriptor of a class that
     * declares readObject spun the JDK's method-handle classes, milliseconds, even where a JDK
     * class's reader reads the class and never calls it ({@code ArrayList}, {@code HashMap}).
     */
    private final boolean declaresReadMethods;
    private final MethodHandle readResolveMethod;
    /**
     * Whether the serialization constructor exists; its handle is made when asked
     * ({@link #constructor}): binding it spins the JDK's method-handle classes, a millisecond or
     * two of a fresh JVM's first read, and only generated code calls it.
     */
    private final boolean instantiable;
    private final boolean canonical;
    private volatile Slot[] slots;
    /** The JDK class reader of this descriptor, or a marker of none, once asked (see {@link #jdkClassReader}). */
    private volatile Object jdkClassReader;
    private volatile ObjectStreamClass describedClass;
    /** {@link #undescribedSuperclasses}, once asked. */
    private volatile Class<?>[] undescribedSuperclasses;
    /** {@link #needsDefaultReading}'s answer: 0 not yet asked, 1 no, 2 yes. */
    private volatile int defaultReading;

    private StreamDescriptor(Body body, Class<?> localClass, ClassNotFoundException resolveException,
                             StreamDescriptor superDescriptor) throws InvalidClassException {
        this.body = body;
        this.superDescriptor = superDescriptor;
        this.localClass = localClass;
        this.resolveException = resolveException;
        this.local = localClass == null ? null : SerialClass.of(localClass);
        this.routes = localClass == null ? null : ReadRoutes.of(localClass);
        this.canonical = localClass != null && (superDescriptor == null || superDescriptor.canonical);
        int flags = body.flags();
        if (body.isProxy()) {
            if (local != null && !local.isProxy()) {
                throw new InvalidClassException("cannot bind proxy descriptor to a non-proxy class");
            }
            serializable = true;
            externalizable = local != null && local.isExternalizable();
            isEnum = false;
            isRecord = false;
            deserializeProblem = null;
            fields = new StreamField[0];
            primitiveDataSize = 0;
            objectFieldCount = 0;
            declaresReadMethods = false;
        } else {
            externalizable = (flags & ObjectStreamConstants.SC_EXTERNALIZABLE) != 0;
            serializable = externalizable || (flags & ObjectStreamConstants.SC_SERIALIZABLE) != 0;
            isEnum = (flags & ObjectStreamConstants.SC_ENUM) != 0;
            deserializeProblem = local == null ? null : checkLocalClass(body, local, serializable, externalizable, isEnum);
            isRecord = local != null && local.isRecord();
            fields = matchFields(body, local);
            int primitiveBytes = 0;
            int objects = 0;
            for (StreamField field : fields) {
                if (field.isPrimitive()) {
                    primitiveBytes += primitiveSize(field.typeCode());
                } else {
                    objects++;
                }
            }
            primitiveDataSize = primitiveBytes;
            objectFieldCount = objects;
            boolean ordinary = local != null && local.isSerializable() && !local.isExternalizable()
                    && !local.isRecord() && !local.isEnum() && !localClass.isArray();
            declaresReadMethods = ordinary && routes.declaresReadMethods();
        }
        boolean resolvable = local != null && local.isSerializable() && !local.isEnum() && !localClass.isArray();
        this.readResolveMethod = resolvable ? routes.readResolveMethod() : null;
        this.instantiable = local != null && local.isSerializable() && !local.isRecord() && !local.isEnum()
                && routes.hasSerializationConstructor();
    }

    /**
     * The descriptor for this stream content bound to {@code localClass} (null when the class did
     * not resolve, with {@code resolveException} saying why). Canonical when the class and every
     * super descriptor resolved.
     *
     * @throws InvalidClassException the JDK's binding errors ("local class incompatible: ...")
     */
    public static StreamDescriptor bind(Body body, Class<?> localClass, ClassNotFoundException resolveException,
                                        StreamDescriptor superDescriptor) throws InvalidClassException {
        if (localClass == null || (superDescriptor != null && !superDescriptor.canonical)) {
            return new StreamDescriptor(body, localClass, resolveException, superDescriptor);
        }
        Map<Key, StreamDescriptor> cache = CANONICAL.get(localClass);
        Key key = new Key(body, superDescriptor);
        StreamDescriptor known = cache.get(key);
        if (known != null) {
            return known;
        }
        StreamDescriptor bound = new StreamDescriptor(body, localClass, null, superDescriptor);
        if (cache.size() >= CACHE_LIMIT) {
            cache.clear();
        }
        StreamDescriptor raced = cache.putIfAbsent(key, bound);
        return raced != null ? raced : bound;
    }

    /** The local class's own descriptor (for class-data slots the stream has no data for). */
    public static StreamDescriptor ofLocal(Class<?> localClass) {
        return LOCAL.get(localClass);
    }

    private static Body localBody(Class<?> type) {
        SerialClass local = SerialClass.of(type);
        if (local.isProxy()) {
            List<String> names = new ArrayList<>();
            for (Class<?> implemented : type.getInterfaces()) {
                names.add(implemented.getName());
            }
            return Body.proxy(names);
        }
        List<FieldSpec> specs = new ArrayList<>();
        for (SerialField field : local.fields()) {
            specs.add(new FieldSpec(field.typeCode(), field.name(), field.streamField().getTypeString() == null
                    ? String.valueOf(field.typeCode()) : field.streamField().getTypeString()));
        }
        return new Body(type.getName(), local.serialVersionUID(), local.flags(ObjectStreamConstants.PROTOCOL_VERSION_2), specs, null);
    }

    /** initNonProxy's checks of the local class against the stream's; returns the deferred problem, if any. */
    private static String checkLocalClass(Body body, SerialClass local, boolean serializable, boolean externalizable,
                                          boolean isEnum) throws InvalidClassException {
        if (local.isProxy()) {
            throw new InvalidClassException("cannot bind non-proxy descriptor to a proxy class");
        }
        if (isEnum != local.isEnum()) {
            throw new InvalidClassException(isEnum
                    ? "cannot bind enum descriptor to a non-enum class"
                    : "cannot bind non-enum descriptor to an enum class");
        }
        Class<?> type = local.type();
        if (serializable == local.isSerializable() && !type.isArray() && !type.isRecord()
                && body.serialVersionUID() != local.serialVersionUID()) {
            throw new InvalidClassException(local.name(), "local class incompatible: stream classdesc serialVersionUID = "
                    + body.serialVersionUID() + ", local class serialVersionUID = " + local.serialVersionUID());
        }
        if (!simpleNamesEqual(body.name(), local.name())) {
            throw new InvalidClassException(local.name(),
                    "local class name incompatible with stream class name \"" + body.name() + "\"");
        }
        if (!isEnum) {
            if (serializable == local.isSerializable() && externalizable != local.isExternalizable()) {
                throw new InvalidClassException(local.name(), "Serializable incompatible with Externalizable");
            }
            if (serializable != local.isSerializable() || externalizable != local.isExternalizable()
                    || !(serializable || externalizable)) {
                return "class invalid for deserialization";
            }
        }
        return null;
    }

    /** Names compared after their package, as the JDK does. */
    private static boolean simpleNamesEqual(String streamName, String localName) {
        int streamStart = streamName.lastIndexOf('.') + 1;
        int localStart = localName.lastIndexOf('.') + 1;
        int length = streamName.length() - streamStart;
        return length == localName.length() - localStart && streamName.regionMatches(streamStart, localName, localStart, length);
    }

    /** matchFields: each stream field with the local serializable field of its name; a primitive type must agree. */
    private static StreamField[] matchFields(Body body, SerialClass local) throws InvalidClassException {
        List<FieldSpec> specs = body.fields();
        StreamField[] matched = new StreamField[specs.size()];
        int primitiveOffset = 0;
        int objectIndex = 0;
        for (int i = 0; i < matched.length; i++) {
            FieldSpec spec = specs.get(i);
            boolean primitive = spec.typeCode() != 'L' && spec.typeCode() != '[';
            int offset = primitive ? primitiveOffset : objectIndex++;
            if (primitive) {
                primitiveOffset += primitiveSize(spec.typeCode());
            }
            Field localField = null;
            Class<?> type = primitive ? primitiveType(spec.typeCode()) : Object.class;
            boolean unshared = false;
            if (local != null) {
                for (SerialField candidate : local.fields()) {
                    if (!candidate.name().equals(spec.name())) {
                        continue;
                    }
                    if ((primitive || candidate.isPrimitive()) && spec.typeCode() != candidate.typeCode()) {
                        throw new InvalidClassException(local.name(), "incompatible types for field " + spec.name());
                    }
                    localField = candidate.backingField();
                    type = candidate.type();
                    unshared = candidate.isUnshared();
                }
            }
            matched[i] = new StreamField(spec.name(), spec.typeCode(), spec.signature(), offset, localField, type, unshared);
        }
        return matched;
    }

    static int primitiveSize(char typeCode) {
        return switch (typeCode) {
            case 'Z', 'B' -> 1;
            case 'C', 'S' -> 2;
            case 'I', 'F' -> 4;
            case 'J', 'D' -> 8;
            default -> 0;
        };
    }

    public static Class<?> primitiveType(char typeCode) {
        return switch (typeCode) {
            case 'Z' -> boolean.class;
            case 'B' -> byte.class;
            case 'C' -> char.class;
            case 'S' -> short.class;
            case 'I' -> int.class;
            case 'J' -> long.class;
            case 'F' -> float.class;
            case 'D' -> double.class;
            default -> throw new IllegalArgumentException("illegal signature");
        };
    }

    // ---------------------------------------------------------------- what the stream says

    public Body body() {
        return body;
    }

    /** The class name as the stream gives it (for a proxy, the local proxy class's name, or null). */
    public String name() {
        if (body.isProxy()) {
            return localClass == null ? null : localClass.getName();
        }
        return body.name();
    }

    public long serialVersionUID() {
        return body.serialVersionUID();
    }

    public byte flags() {
        return body.flags();
    }

    public boolean isProxy() {
        return body.isProxy();
    }

    public boolean isEnum() {
        return isEnum;
    }

    public boolean isSerializable() {
        return serializable;
    }

    public boolean isExternalizable() {
        return externalizable;
    }

    /** SC_WRITE_METHOD: the class data ends with custom data and TC_ENDBLOCKDATA. */
    public boolean hasWriteObjectData() {
        return (body.flags() & ObjectStreamConstants.SC_WRITE_METHOD) != 0;
    }

    /** SC_BLOCK_DATA: an Externalizable's data is block data (protocol 2). */
    public boolean hasBlockExternalData() {
        return (body.flags() & ObjectStreamConstants.SC_BLOCK_DATA) != 0;
    }

    /** The fields in stream order (primitives first), matched with local fields. Do not modify. */
    public StreamField[] fields() {
        return fields;
    }

    public int primitiveDataSize() {
        return primitiveDataSize;
    }

    /**
     * Whether a local field has no setter (the JDK's own classes on JDK 24+): then only the
     * JDK's default field reading may set the values ({@code ReadRoutes#defaultReadObjectMethod}).
     * Asked for every object the reflective reader reads, so answered once: the fields' routes
     * do not change.
     */
    public boolean needsDefaultReading() {
        int known = defaultReading;
        if (known == 0) {
            known = 1;
            for (StreamField field : fields) {
                if (field.localField() != null && field.accessibleField() == null && field.setter() == null) {
                    known = 2;
                    break;
                }
            }
            defaultReading = known;
        }
        return known == 2;
    }

    public int objectFieldCount() {
        return objectFieldCount;
    }

    public StreamDescriptor superDescriptor() {
        return superDescriptor;
    }

    /** Same content and local class give the same instance across streams (see the class comment). */
    public boolean isCanonical() {
        return canonical;
    }

    // ---------------------------------------------------------------- the local class

    /**
     * The local class's serializable superclasses, nearest first, up to the local class of the
     * nearest super descriptor that resolved: the ones the filter sees although the stream does
     * not describe them, as the JDK's reader shows them. Found once per descriptor, not per
     * stream: it depends on this descriptor's chain alone. Empty when the class did not resolve.
     */
    public Class<?>[] undescribedSuperclasses() {
        Class<?>[] found = undescribedSuperclasses;
        if (found == null) {
            found = findUndescribedSuperclasses();
            undescribedSuperclasses = found;
        }
        return found;
    }

    private Class<?>[] findUndescribedSuperclasses() {
        if (localClass == null) {
            return new Class<?>[0];
        }
        Class<?> describedSuperclass = null;
        for (StreamDescriptor above = superDescriptor; above != null && describedSuperclass == null; above = above.superDescriptor) {
            describedSuperclass = above.localClass;
        }
        List<Class<?>> undescribed = new ArrayList<>();
        for (Class<?> type = localClass.getSuperclass();
             type != null && Serializable.class.isAssignableFrom(type) && type != describedSuperclass;
             type = type.getSuperclass()) {
            undescribed.add(type);
        }
        return undescribed.toArray(new Class<?>[0]);
    }

    /** The local class, or null when it did not resolve. */
    public Class<?> localClass() {
        return localClass;
    }

    public ClassNotFoundException resolveException() {
        return resolveException;
    }

    /** The local class's routes, or null without a local class. */
    public ReadRoutes routes() {
        return routes;
    }

    public boolean isRecord() {
        return isRecord;
    }

    /** Whether instances can be created: the serialization constructor exists. */
    public boolean isInstantiable() {
        return instantiable;
    }

    /** ()Object: the serialization constructor, or null. */
    public MethodHandle constructor() {
        return instantiable ? routes.serializationConstructor() : null;
    }

    /**
     * A new instance through the serialization constructor, failing as {@link ReadRoutes#newInstance}
     * does: what the reflective reader and generated readers create objects with. Not through
     * {@link #constructor}'s handle, which the JDK spins classes for (binding it, and customizing it
     * after 127 calls), milliseconds for each class a fresh JVM reads.
     */
    public Object newInstance() throws InstantiationException, InvocationTargetException {
        return routes.newInstance();
    }

    public MethodHandle readObjectMethod() {
        return declaresReadMethods ? routes.readObjectMethod() : null;
    }

    public MethodHandle readObjectNoDataMethod() {
        return declaresReadMethods ? routes.readObjectNoDataMethod() : null;
    }

    public MethodHandle readResolveMethod() {
        return readResolveMethod;
    }

    /** Fails as the JDK fails before creating an instance of this descriptor's class. */
    public void checkDeserialize() throws InvalidClassException {
        if (deserializeProblem != null) {
            throw new InvalidClassException(local.name(), deserializeProblem);
        }
        if (local == null || body.isProxy()) {
            return;
        }
        local.checkSerialize();
        if (local.isEnum()) {
            throw new InvalidClassException(local.name(), "enum type");
        }
        if (local.isRecord()) {
            if (routes.canonicalConstructor() == null) {
                throw new InvalidClassException(local.name(), "record canonical constructor not found");
            }
        } else if (!instantiable && local.isSerializable()) {
            throw new InvalidClassException(local.name(), "no valid constructor");
        }
    }

    /**
     * What {@code JdkClassReaders} decided for this descriptor (its reader, or its marker of none),
     * or null before it was asked: kept here, since canonical descriptors are shared by every
     * stream, so that the form is checked once per descriptor.
     */
    public Object jdkClassReader() {
        return jdkClassReader;
    }

    public void setJdkClassReader(Object reader) {
        jdkClassReader = reader;
    }

    // ---------------------------------------------------------------- class-data slots

    /**
     * The class-data layout, as the JDK's {@code getClassDataLayout}: from the top serializable
     * class down, each stream descriptor paired with the local class of its name (its data is
     * dropped when there is none), and a no-data slot for each local serializable class the
     * stream does not mention ({@code readObjectNoData}).
     */
    public Slot[] slots() throws InvalidClassException {
        Slot[] layout = slots;
        if (layout == null) {
            layout = computeSlots();
            slots = layout;
        }
        return layout;
    }

    private Slot[] computeSlots() throws InvalidClassException {
        List<Slot> layout = new ArrayList<>();
        Class<?> start = localClass;
        Class<?> end = localClass;
        while (end != null && Serializable.class.isAssignableFrom(end)) {
            end = end.getSuperclass();
        }
        Set<String> names = new HashSet<>();
        for (StreamDescriptor descriptor = this; descriptor != null; descriptor = descriptor.superDescriptor) {
            String name = descriptor.name();
            if (!names.add(name)) {
                throw new InvalidClassException("Circular reference.");
            }
            String searchName = descriptor.localClass != null ? descriptor.localClass.getName() : name;
            Class<?> match = null;
            for (Class<?> type = start; type != end; type = type.getSuperclass()) {
                if (type.getName().equals(searchName)) {
                    match = type;
                    break;
                }
            }
            if (match != null) {
                for (Class<?> type = start; type != match; type = type.getSuperclass()) {
                    layout.add(new Slot(ofLocal(type), false));
                }
                start = match.getSuperclass();
            }
            layout.add(new Slot(descriptor.variantFor(match), true));
        }
        for (Class<?> type = start; type != end; type = type.getSuperclass()) {
            layout.add(new Slot(ofLocal(type), false));
        }
        Collections.reverse(layout);
        return layout.toArray(new Slot[0]);
    }

    /** This stream content bound to another local class (or none), as the JDK's getVariantFor. */
    private StreamDescriptor variantFor(Class<?> type) throws InvalidClassException {
        if (localClass == type) {
            return this;
        }
        return bind(body, type, null, superDescriptor);
    }

    // ---------------------------------------------------------------- as an ObjectStreamClass

    /**
     * This descriptor as the JDK's reader returns it where an object is expected (and from
     * {@code GetField.getObjectStreamClass}): bound to the local class, super descriptors
     * included; made on first request by {@link DescriptorParser#describe}.
     */
    public ObjectStreamClass describedClass() {
        ObjectStreamClass described = describedClass;
        if (described == null) {
            described = DescriptorParser.describe(this);
            describedClass = described;
        }
        return described;
    }

    /** The field of this name whose type the given one accepts, as ObjectStreamClass.getField (null type: any). */
    StreamField field(String fieldName, Class<?> type) {
        for (StreamField field : fields) {
            if (field.name().equals(fieldName)) {
                if (type == null || (type == Object.class && !field.isPrimitive())) {
                    return field;
                }
                if (type.isAssignableFrom(field.type())) {
                    return field;
                }
            }
        }
        return null;
    }

    /** Whether the local class has a serializable field of this name and an accepted type. */
    boolean hasLocalField(String fieldName, Class<?> type) {
        if (local == null) {
            throw new NullPointerException("no local class for " + body.name());
        }
        for (SerialField field : local.fields()) {
            if (field.name().equals(fieldName)) {
                if (type == null || (type == Object.class && !field.isPrimitive())) {
                    return true;
                }
                Class<?> fieldType = field.type();
                if (fieldType != null && type.isAssignableFrom(fieldType)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return (isProxy() ? "proxy " + body.proxyInterfaces() : body.name())
                + (localClass == null ? " (no local class)" : "");
    }

    /** As ObjectStreamClass.toString: "name: static final long serialVersionUID = 42L;". */
    public String describe() {
        return name() + ": static final long serialVersionUID = " + body.serialVersionUID() + "L;";
    }
}
