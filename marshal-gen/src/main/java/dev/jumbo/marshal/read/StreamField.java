package dev.jumbo.marshal.read;

import dev.jumbo.marshal.model.ReadRoutes;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;

/**
 * One field of a class descriptor read from the stream, matched with the local class's
 * serializable field of the same name, as {@code ObjectStreamClass.matchFields} matches them.
 *
 * <p>{@link #offset()} is where the value lies among the descriptor's values: a byte offset into
 * the primitive data for a primitive field, an index among the object values otherwise (the
 * stream lists primitives first). {@link #localField()} is the field that receives the value, or
 * null when the value is read and dropped (no local field of that name, or a
 * {@code serialPersistentFields} entry without a declared field). {@link #type()} is the local
 * field's type when there is one (values are checked against it), else the type the signature
 * names for a primitive, and {@code Object} for a reference.
 */
public final class StreamField {
    private static final MethodType OBJECT_SETTER = MethodType.methodType(void.class, Object.class, Object.class);

    private final String name;
    private final char typeCode;
    private final String signature;
    private final int offset;
    private final Field localField;
    private final Class<?> type;
    private final boolean unshared;
    private volatile MethodHandle setter;
    private volatile boolean setterLooked;

    StreamField(String name, char typeCode, String signature, int offset, Field localField, Class<?> type, boolean unshared) {
        this.name = name;
        this.typeCode = typeCode;
        this.signature = signature;
        this.offset = offset;
        this.localField = localField;
        this.type = type;
        this.unshared = unshared;
    }

    public String name() {
        return name;
    }

    /** The type code: the first character of the signature ('Z', 'I', ..., 'L', '['). */
    public char typeCode() {
        return typeCode;
    }

    /** The field's signature as the stream gives it ("I", "Ljava/lang/String;", "[J"). */
    public String signature() {
        return signature;
    }

    public boolean isPrimitive() {
        return typeCode != 'L' && typeCode != '[';
    }

    /** Byte offset among the primitive values, or index among the object values. */
    public int offset() {
        return offset;
    }

    /** The local field that receives the value, or null when the value is dropped. */
    public Field localField() {
        return localField;
    }

    /** The local field's type, or the type the stream's signature gives (Object for references). */
    public Class<?> type() {
        return type;
    }

    /** Whether the local class declares this field unshared (its value is then read with readUnshared). */
    public boolean isUnshared() {
        return unshared;
    }

    /**
     * The store into the local field, as (Object, field type)void, or null when no route exists
     * (then the whole class goes through {@link ReadRoutes#defaultReadObjectMethod()} on JDK 24+).
     */
    public MethodHandle setter() {
        if (!setterLooked) {
            if (localField != null) {
                setter = ReadRoutes.of(localField.getDeclaringClass()).fieldSetter(localField);
            }
            setterLooked = true;
        }
        return setter;
    }

    private volatile Field accessibleField;
    private volatile boolean accessibleFieldLooked;

    /**
     * The local field, accessible, when the reflective reader may store into it through core
     * reflection ({@link ReadRoutes#accessibleField}); else null, and {@link #setter()} is the route.
     */
    public Field accessibleField() {
        if (!accessibleFieldLooked) {
            if (localField != null) {
                accessibleField = ReadRoutes.of(localField.getDeclaringClass()).accessibleField(localField);
            }
            accessibleFieldLooked = true;
        }
        return accessibleField;
    }

    private volatile MethodHandle objectSetter;

    /** {@link #setter()} as (Object, Object)void, for object values already checked against {@link #type()}. */
    public MethodHandle objectSetter() {
        MethodHandle adapted = objectSetter;
        if (adapted == null) {
            MethodHandle typed = setter();
            if (typed == null) {
                return null;
            }
            adapted = typed.asType(OBJECT_SETTER);
            objectSetter = adapted;
        }
        return adapted;
    }

    @Override
    public String toString() {
        return typeCode + " " + name + (isPrimitive() ? "" : " " + signature) + (localField == null ? " (dropped)" : "");
    }
}
