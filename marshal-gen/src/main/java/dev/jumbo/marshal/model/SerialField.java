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
 * @param typeCode 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z' for primitives; 'L' or '[' for references:
 *     {@code streamField}'s, kept because {@code ObjectStreamField} derives it from its signature
 *     on every call, which the reflective path makes per field of every object (a cost that
 *     counts while that path still runs interpreted, in a JVM's first streams)
 */
public record SerialField(ObjectStreamField streamField, int index, Field backingField, char typeCode) {

    public SerialField {
        if (typeCode != streamField.getTypeCode()) {
            throw new IllegalArgumentException("type code " + typeCode + " is not " + streamField.getName() + "'s");
        }
    }

    public SerialField(ObjectStreamField streamField, int index, Field backingField) {
        this(streamField, index, backingField, streamField.getTypeCode());
    }

    public String name() {
        return streamField.getName();
    }

    public boolean isPrimitive() {
        return typeCode != 'L' && typeCode != '[';
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
