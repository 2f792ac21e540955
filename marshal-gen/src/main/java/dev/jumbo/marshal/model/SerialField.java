package dev.jumbo.marshal.model;

import java.io.ObjectStreamField;
import java.lang.reflect.Field;

/**
 * One serializable field of a class, in stream order (primitives first, then objects, each
 * group by name, as {@link java.io.ObjectStreamClass} orders them).
 *
 * @param streamField the JDK's description: name, type code, type string, unshared
 * @param index the field's position in its class's field list (the second index of the paper's {@code fields[][]})
 * @param backingField the declared field holding the value, or null for a {@code serialPersistentFields}
 *     entry that matches no declared field of the same type
 */
public record SerialField(ObjectStreamField streamField, int index, Field backingField) {

    public String name() {
        return streamField.getName();
    }

    /** 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z' for primitives; 'L' or '[' for references. */
    public char typeCode() {
        return streamField.getTypeCode();
    }

    public boolean isPrimitive() {
        return streamField.isPrimitive();
    }

    /** The JVM type signature of a reference field (interned, as the JDK's handle lookup requires); null for primitives. */
    public String typeString() {
        return streamField.getTypeString();
    }

    public boolean isUnshared() {
        return streamField.isUnshared();
    }

    public Class<?> type() {
        return streamField.getType();
    }
}
