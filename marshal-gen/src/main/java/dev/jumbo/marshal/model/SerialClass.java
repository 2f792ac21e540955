package dev.jumbo.marshal.model;

import dev.jumbo.marshal.model.FieldAccess;
import dev.jumbo.marshal.model.PrivateStateRoutes;
import dev.jumbo.marshal.model.SerializationMethods;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamConstants;
import java.io.ObjectStreamException;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the stream needs to know about one class, computed once per class and shared by all
 * streams: its descriptor ({@code classDesc}: name, serialVersionUID, flags, fields in stream
 * order, super descriptor), its serialization methods, the classes whose data an instance
 * carries, and the readers of its fields. A generator can build on it as the paper's ProgGen
 * builds on {@code ObjectStreamClass} and its {@code fields[][]}.
 */
public final class SerialClass {
    private static final ClassValue<SerialClass> CACHE = new ClassValue<>() {
        @Override
        protected SerialClass computeValue(Class<?> type) {
            return new SerialClass(type);
        }
    };

    private final Class<?> type;
    /** The JDK's descriptor: made with this one, or on request for a class whose declarations give its serial form. */
    private volatile ObjectStreamClass streamClass;
    /** The declared serialVersionUID, read here when {@link #streamClass} was not made with this descriptor. */
    private final long declaredSerialVersionUID;
    private final SerialClass superClass;
    private final boolean serializable;
    private final boolean externalizable;
    private final boolean isEnum;
    private final boolean isRecord;
    private final boolean isProxy;
    private final SerialField[] fields;
    private final int primitiveFieldCount;
    /** Whether the class declares the writeObject method serialization calls; its handle is made on first call. */
    private final boolean hasWriteObjectMethod;
    private volatile MethodHandle writeObjectMethod;
    private final MethodHandle writeReplaceMethod;
    private final String serializeProblem;
    private final String defaultSerializeProblem;
    private volatile List<SerialClass> classDataSlots;
    private volatile FieldAccess fieldAccess;
    /** What the writer encoded once for this descriptor, opaque here (see {@link #writerEncoding}). */
    private volatile Object writerEncoding;

    private SerialClass(Class<?> type) {
        this.type = type;
        Class<?> superType = type.getSuperclass();
        this.superClass = superType != null && Serializable.class.isAssignableFrom(superType) ? of(superType) : null;
        this.serializable = Serializable.class.isAssignableFrom(type);
        this.externalizable = Externalizable.class.isAssignableFrom(type);
        this.isEnum = Enum.class.isAssignableFrom(type);
        this.isRecord = type.isRecord();
        this.isProxy = Proxy.isProxyClass(type);
        SerialField[] plainFields = null;
        long plainUid = 0;
        if (isEnum) {
            // Every enum, java.lang.Enum too, has serialVersionUID 0 and no fields, whatever it declares.
            plainFields = new SerialField[0];
        } else if (serializable && !externalizable && !isRecord && !isProxy && !type.isArray() && !type.isInterface()
                && !type.isHidden() && PrivateStateRoutes.isOpenToUs(type)) {
            Field[] declared = type.getDeclaredFields();
            Field uid = plainSerialVersionUID(declared);
            if (uid != null) {
                try {
                    plainUid = uid.getLong(null);
                    plainFields = defaultFields(declared);
                } catch (IllegalAccessException e) {
                    // Made accessible above, so not expected; the JDK's descriptor answers instead.
                }
            }
        }
        if (plainFields != null) {
            this.declaredSerialVersionUID = plainUid;
            this.fields = plainFields;
        } else {
            ObjectStreamClass jdkDescriptor = ObjectStreamClass.lookupAny(type);
            this.streamClass = jdkDescriptor;
            this.declaredSerialVersionUID = 0;
            this.fields = bindFields(type, jdkDescriptor.getFields());
        }
        // Loops, not streams: each lambda would be a hidden class spun for the first class written.
        int primitives = 0;
        boolean unmatched = false;
        for (SerialField field : fields) {
            if (field.isPrimitive()) {
                primitives++;
            }
            unmatched |= field.backingField() == null;
        }
        this.primitiveFieldCount = primitives;
        boolean ordinary = serializable && !isEnum && !type.isArray();
        this.hasWriteObjectMethod = ordinary && !isRecord && !externalizable && SerializationMethods.declaresWriteObject(type);
        this.writeReplaceMethod = ordinary ? SerializationMethods.writeReplaceMethod(type) : null;
        this.serializeProblem = ordinary ? duplicateSerialPersistentField(type, fields) : null;
        this.defaultSerializeProblem = unmatched ? "unmatched serializable field(s) declared" : null;
    }

    /** The descriptor of {@code type} (any class, serializable or not). */
    public static SerialClass of(Class<?> type) {
        return CACHE.get(type);
    }

    /** The descriptor of a local class's {@code ObjectStreamClass}, for writing one as an object. */
    public static SerialClass of(ObjectStreamClass streamClass) throws InvalidClassException {
        Class<?> type = streamClass.forClass();
        if (type == null) {
            throw new InvalidClassException(streamClass.getName(), "a class descriptor without a local class cannot be written");
        }
        return of(type);
    }

    public Class<?> type() {
        return type;
    }

    /** The JDK's descriptor of the class, made on first request where this one did without it. */
    public ObjectStreamClass streamClass() {
        ObjectStreamClass jdkDescriptor = streamClass;
        if (jdkDescriptor == null) {
            jdkDescriptor = ObjectStreamClass.lookupAny(type);
            streamClass = jdkDescriptor;
        }
        return jdkDescriptor;
    }

    public String name() {
        return type.getName();
    }

    public long serialVersionUID() {
        ObjectStreamClass jdkDescriptor = streamClass;
        return jdkDescriptor == null ? declaredSerialVersionUID : jdkDescriptor.getSerialVersionUID();
    }

    /** superClassDesc: the descriptor of the superclass when it is serializable, else null. */
    public SerialClass superClass() {
        return superClass;
    }

    public boolean isSerializable() {
        return serializable;
    }

    public boolean isExternalizable() {
        return externalizable;
    }

    public boolean isEnum() {
        return isEnum;
    }

    public boolean isRecord() {
        return isRecord;
    }

    public boolean isProxy() {
        return isProxy;
    }

    public boolean isArray() {
        return type.isArray();
    }

    /** The serializable fields in stream order. Do not modify. */
    public SerialField[] fields() {
        return fields;
    }

    /** The primitive fields come first in {@link #fields()}; this many. */
    public int primitiveFieldCount() {
        return primitiveFieldCount;
    }

    public boolean hasWriteObjectMethod() {
        return hasWriteObjectMethod;
    }

    public boolean hasWriteReplaceMethod() {
        return writeReplaceMethod != null;
    }

    /** classDescFlags, as the JDK computes them; SC_BLOCK_DATA depends on the stream's protocol version. */
    public byte flags(int protocolVersion) {
        int flags = 0;
        if (externalizable) {
            flags |= ObjectStreamConstants.SC_EXTERNALIZABLE;
            if (protocolVersion != ObjectStreamConstants.PROTOCOL_VERSION_1) {
                flags |= ObjectStreamConstants.SC_BLOCK_DATA;
            }
        } else if (serializable) {
            flags |= ObjectStreamConstants.SC_SERIALIZABLE;
        }
        if (hasWriteObjectMethod) {
            flags |= ObjectStreamConstants.SC_WRITE_METHOD;
        }
        if (isEnum) {
            flags |= ObjectStreamConstants.SC_ENUM;
        }
        return (byte) flags;
    }

    /** The classes whose data an instance carries: serializable ancestors first, this class last. */
    public List<SerialClass> classDataSlots() {
        List<SerialClass> slots = classDataSlots;
        if (slots == null) {
            List<SerialClass> chain = new ArrayList<>();
            for (SerialClass desc = this; desc != null; desc = desc.superClass) {
                chain.add(desc);
            }
            Collections.reverse(chain);
            slots = List.copyOf(chain);
            classDataSlots = slots;
        }
        return slots;
    }

    /** The readers of this class's fields, made on first use along the route {@link PrivateStateRoutes} picks. */
    public FieldAccess fieldAccess() throws InvalidClassException {
        FieldAccess access = fieldAccess;
        if (access == null) {
            access = PrivateStateRoutes.fieldAccessFor(this);
            fieldAccess = access;
        }
        return access;
    }

    /**
     * The bytes the writer encoded once for this descriptor, or null before it first asks: kept
     * on the descriptor, which the writer has at hand, so that a stream per message does not pay
     * a {@code ClassValue} look-up for each descriptor it writes. Of no type the model knows, so
     * that the model does not depend on the writer.
     */
    public Object writerEncoding() {
        return writerEncoding;
    }

    /** Keeps the writer's encoding of this descriptor (made from this descriptor alone: any racing thread makes an equal one). */
    public void keepWriterEncoding(Object encoding) {
        writerEncoding = encoding;
    }

    /** Fails as the JDK fails before writing an instance whose class declares unusable serialPersistentFields. */
    public void checkSerialize() throws InvalidClassException {
        if (serializeProblem != null) {
            throw new InvalidClassException(null, serializeProblem);
        }
    }

    /** False when some serial field has no declared field behind it: only putFields can write them. */
    public boolean canWriteFieldsByDefault() {
        return defaultSerializeProblem == null;
    }

    /** Fails as the JDK fails before default-writing fields that no declared field backs. */
    public void checkDefaultSerialize() throws InvalidClassException {
        if (defaultSerializeProblem != null) {
            throw new InvalidClassException(name(), defaultSerializeProblem);
        }
    }

    /** Calls the class's writeObject method; exceptions come out as the JDK lets them out. */
    public void invokeWriteObject(Object obj, ObjectOutputStream out) throws IOException {
        MethodHandle method = writeObjectMethod;
        if (method == null) {
            // Made on first call, not with the descriptor: the classes whose instances a
            // hand-written or generated writer writes (ArrayList, HashMap...) never need it, and
            // making it (unreflect, asType) spins method-handle classes in a fresh JVM.
            method = SerializationMethods.writeObjectMethod(type);
            if (method == null) {
                throw new IllegalStateException(type.getName() + " declares writeObject but the JDK gives no handle to it");
            }
            writeObjectMethod = method;
        }
        try {
            method.invokeExact(obj, out);
        } catch (IOException e) {
            throw e;
        } catch (Throwable e) {
            throw miscException(e);
        }
    }

    /** Calls the class's writeReplace method; only ObjectStreamExceptions pass unwrapped, as in the JDK. */
    public Object invokeWriteReplace(Object obj) throws IOException {
        try {
            return (Object) writeReplaceMethod.invokeExact(obj);
        } catch (ObjectStreamException e) {
            throw e;
        } catch (Throwable e) {
            throw miscException(e);
        }
    }

    private static IOException miscException(Throwable e) {
        if (e instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (e instanceof Error error) {
            throw error;
        }
        return new IOException("unexpected exception type", e);
    }

    /**
     * The declared serialVersionUID, made readable, of a class whose declarations alone give its
     * serial form, as {@code ObjectStreamClass} would read them: a {@code static final long
     * serialVersionUID} and no {@code serialPersistentFields}. Null for any other class, which
     * takes the JDK's descriptor (a default serialVersionUID needs the JDK's digest of the class
     * file, and {@code serialPersistentFields} its checks). Most serializable classes declare
     * one; for them the writer never makes an {@code ObjectStreamClass}, whose first use in a
     * JVM costs some milliseconds (its serialization constructor's generated accessor, the
     * JDK's first lambdas), and whose constructor the writer does not need.
     */
    private static Field plainSerialVersionUID(Field[] declared) {
        Field uid = null;
        for (Field field : declared) {
            String name = field.getName();
            if (name.equals("serialPersistentFields")) {
                return null;
            }
            if (name.equals("serialVersionUID")) {
                uid = field;
            }
        }
        int required = Modifier.STATIC | Modifier.FINAL;
        return uid != null && uid.getType() == long.class && (uid.getModifiers() & required) == required
                && uid.trySetAccessible() ? uid : null;
    }

    /**
     * The default serializable fields (neither static nor transient), in stream order as
     * {@code ObjectStreamField}'s own order sorts them: primitives first, each group by name. An
     * insertion sort: a class has few fields, and a comparator would be a lambda.
     */
    private static SerialField[] defaultFields(Field[] declared) {
        Field[] kept = new Field[declared.length];
        int count = 0;
        for (Field field : declared) {
            if ((field.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
                int at = count++;
                while (at > 0 && streamOrder(field, kept[at - 1]) < 0) {
                    kept[at] = kept[at - 1];
                    at--;
                }
                kept[at] = field;
            }
        }
        SerialField[] bound = new SerialField[count];
        for (int i = 0; i < count; i++) {
            bound[i] = new SerialField(new ObjectStreamField(kept[i].getName(), kept[i].getType()), i, kept[i]);
        }
        return bound;
    }

    /** {@code ObjectStreamField.compareTo} of the two fields' descriptions. */
    private static int streamOrder(Field a, Field b) {
        boolean primitive = a.getType().isPrimitive();
        if (primitive != b.getType().isPrimitive()) {
            return primitive ? -1 : 1;
        }
        return a.getName().compareTo(b.getName());
    }

    /** Pairs each ObjectStreamField with the declared field that holds it, as ObjectStreamClass binds them. */
    private static SerialField[] bindFields(Class<?> type, ObjectStreamField[] streamFields) {
        SerialField[] bound = new SerialField[streamFields.length];
        for (int i = 0; i < streamFields.length; i++) {
            bound[i] = new SerialField(streamFields[i], i, declaredField(type, streamFields[i]));
        }
        return bound;
    }

    private static Field declaredField(Class<?> type, ObjectStreamField streamField) {
        try {
            Field field = type.getDeclaredField(streamField.getName());
            boolean matches = field.getType() == streamField.getType() && !Modifier.isStatic(field.getModifiers());
            return matches ? field : null;
        } catch (NoSuchFieldException e) {
            return null;
        }
    }

    /**
     * The JDK refuses to write instances of a class whose serialPersistentFields names a field
     * twice; it then reports no fields. Detected where the declaration can be read.
     */
    private static String duplicateSerialPersistentField(Class<?> type, SerialField[] fields) {
        if (fields.length != 0) {
            return null;
        }
        ObjectStreamField[] declared = declaredSerialPersistentFields(type);
        if (declared == null) {
            return null;
        }
        Set<String> names = new HashSet<>();
        for (ObjectStreamField field : declared) {
            if (!names.add(field.getName())) {
                return "multiple serializable fields named " + field.getName();
            }
        }
        return null;
    }

    private static ObjectStreamField[] declaredSerialPersistentFields(Class<?> type) {
        if (!PrivateStateRoutes.isOpenToUs(type)) {
            return SerializationMethods.declaredSerialPersistentFields(type);
        }
        try {
            Field field = type.getDeclaredField("serialPersistentFields");
            int required = Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL;
            if ((field.getModifiers() & required) != required || field.getType() != ObjectStreamField[].class) {
                return null;
            }
            field.setAccessible(true);
            return (ObjectStreamField[]) field.get(null);
        } catch (NoSuchFieldException | IllegalAccessException e) {
            return null;
        }
    }
}
