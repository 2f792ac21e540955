package dev.jumbo.codese;

import java.io.Externalizable;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.HashSet;
import java.util.Set;

/**
 * Which fields generated code stores by {@code putfield}, in a hidden class that is a nestmate of
 * the field's declaring class (its "segment": a hidden class has one nest host, so each class
 * whose fields are stored this way gets classes of its own). Only a non-final serializable field
 * of a class whose package is open to us (every class path class), whose type the class can
 * name; a final field ({@code putfield} outside a constructor is an {@code IllegalAccessError}),
 * a JDK class's field or a record's take the setter routes of {@link dev.jumbo.marshal.model.ReadRoutes}.
 * On restore, the same rule lists the fields a segment class may store ({@link ChunkCheck}).
 */
final class DirectStores {
    // No string concatenation with + on the restore path: its invokedynamic bootstrap costs a fresh JVM some 30 ms.
    private DirectStores() {
    }

    /** Whether the generator stores {@code field} directly (also: the nestmate can name its type). */
    static boolean allows(Field field) {
        if (!isStorable(field)) {
            return false;
        }
        Class<?> owner = field.getDeclaringClass();
        try {
            MethodHandles.Lookup host = MethodHandles.privateLookupIn(owner, MethodHandles.lookup());
            Class<?> type = field.getType();
            while (type.isArray()) {
                type = type.getComponentType();
            }
            host.accessClass(type);
            return dev.jumbo.stdlib.FieldCode.isDirectlyAccessible(field, host);
        } catch (IllegalAccessException e) {
            return false;
        }
    }

    /**
     * Whether a segment may store {@code field}: the restore side's rule, without the accessibility
     * of its type (the JVM checks that when it links the store; a method handle per field here
     * would cost a fresh JVM more than the restore).
     */
    static boolean isStorable(Field field) {
        Class<?> owner = field.getDeclaringClass();
        int modifiers = field.getModifiers();
        return !Modifier.isFinal(modifiers) && !Modifier.isStatic(modifiers) && !owner.isHidden() && !owner.isRecord()
                && owner.getModule().isOpen(owner.getPackageName(), DirectStores.class.getModule());
    }

    /**
     * The fields of {@code host} a segment may store, as "name:descriptor": its serializable fields
     * (as {@code ObjectStreamClass} finds them) that {@link #isStorable} allows. A class without
     * {@code serialPersistentFields} has its non-static, non-transient declared fields, so they are
     * read off the class: {@code ObjectStreamClass.lookup} costs a fresh JVM milliseconds a class.
     */
    static Set<String> storable(Class<?> host) {
        Set<String> fields = new HashSet<>();
        if (hasNoSerialFields(host)) {
            return fields;
        }
        // One pass, and no exception when serialPersistentFields is absent (the usual case).
        for (Field field : host.getDeclaredFields()) {
            if (field.getName().equals("serialPersistentFields")) {
                return storableOfStreamClass(host);
            }
            if ((field.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) == 0 && isStorable(field)) {
                fields.add(field.getName().concat(":").concat(field.getType().descriptorString()));
            }
        }
        return fields;
    }

    /** The classes ObjectStreamClass gives no fields: not serializable, enums, arrays, Externalizable, proxies, interfaces. */
    private static boolean hasNoSerialFields(Class<?> host) {
        return !Serializable.class.isAssignableFrom(host) || Enum.class.isAssignableFrom(host) || host.isArray()
                || Externalizable.class.isAssignableFrom(host) || Proxy.isProxyClass(host) || host.isInterface();
    }

    /** {@link #storable} through ObjectStreamClass, for a class that names its serializable fields. */
    static Set<String> storableOfStreamClass(Class<?> host) {
        Set<String> fields = new HashSet<>();
        ObjectStreamClass desc = ObjectStreamClass.lookup(host);
        if (desc == null) {
            return fields;
        }
        for (ObjectStreamField streamField : desc.getFields()) {
            try {
                Field field = host.getDeclaredField(streamField.getName());
                if (field.getType() == streamField.getType() && isStorable(field)) {
                    fields.add(field.getName().concat(":").concat(field.getType().descriptorString()));
                }
            } catch (NoSuchFieldException e) {
                // a serialPersistentFields entry without a declared field: nothing to store
            }
        }
        return fields;
    }

    /** The lookup that defines a segment of {@code host}: full privilege in its nest. */
    static MethodHandles.Lookup lookupIn(Class<?> host) throws IllegalAccessException {
        return MethodHandles.privateLookupIn(host, MethodHandles.lookup());
    }
}
