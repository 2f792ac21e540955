package dev.jumbo.marshal.prebuilt;

import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.io.Serializable;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * What the code generated for a class depends on, as text ({@link #text}) and as its SHA-256
 * digest ({@link #of}, which names it in the index): stored code is used only for a class whose
 * fingerprint, taken of the class as loaded, equals the stored one. Run time compares the text,
 * which needs no {@code MessageDigest}.
 *
 * <p>For the class and each superclass up to {@code Object}: its name and modifiers, and the
 * methods that serialization looks up (their modifiers and descriptors): {@code writeReplace} and
 * {@code readResolve} (inherited ones count); for each serializable class besides: its
 * serialVersionUID, its serializable fields in stream order (name, type code, type string,
 * unshared), every declared instance field (modifiers, name, descriptor: a generated class reads
 * and writes them by name), its record components, {@code writeObject}, {@code readObject},
 * {@code readObjectNoData}, {@code writeExternal}, {@code readExternal}; for the first
 * non-serializable superclass, its no-argument constructor (the serialization constructor's).
 */
public final class ClassFingerprint {
    private static final Set<String> SERIALIZATION_METHODS = Set.of("writeObject", "readObject", "readObjectNoData",
            "writeReplace", "readResolve", "writeExternal", "readExternal");
    private static final Set<String> INHERITED_METHODS = Set.of("writeReplace", "readResolve");

    private ClassFingerprint() {
    }

    /** The fingerprint of {@code type} as loaded: 64 hex digits. */
    public static String of(Class<?> type) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return hex(digest.digest(text(type).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** The text that {@link #of} digests, one line per fact: for reports and tests. */
    public static String text(Class<?> type) {
        StringBuilder text = new StringBuilder();
        boolean firstNonSerializable = true;
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            boolean serializable = Serializable.class.isAssignableFrom(c);
            text.append("class ").append(c.getName()).append(' ').append(c.getModifiers())
                    .append(serializable ? " serializable" : "").append('\n');
            if (serializable) {
                serializableClass(c, text);
            } else if (firstNonSerializable) {
                firstNonSerializable = false;
                text.append(" no-arg constructor ").append(noArgConstructor(c)).append('\n');
            }
            methods(c, serializable ? SERIALIZATION_METHODS : INHERITED_METHODS, text);
        }
        return text.toString();
    }

    private static void serializableClass(Class<?> c, StringBuilder text) {
        // SerialClass, not ObjectStreamClass: the same values (SerialClassTest), without making the
        // JDK's descriptor of a class that declares its serialVersionUID, at run time as at build time.
        SerialClass desc = SerialClass.of(c);
        text.append(" serialVersionUID ").append(desc.serialVersionUID()).append('\n');
        for (SerialField field : desc.fields()) {
            text.append(" serial field ").append(field.name()).append(' ').append(field.typeCode()).append(' ')
                    .append(field.typeString()).append(field.isUnshared() ? " unshared" : "").append('\n');
        }
        List<String> declared = new ArrayList<>();
        for (Field field : c.getDeclaredFields()) {
            declared.add(" field " + field.getModifiers() + ' ' + field.getName() + ' ' + field.getType().descriptorString());
        }
        Collections.sort(declared);
        for (String line : declared) {
            text.append(line).append('\n');
        }
        if (c.isRecord()) {
            for (RecordComponent component : c.getRecordComponents()) {
                text.append(" component ").append(component.getName()).append(' ')
                        .append(component.getType().descriptorString()).append('\n');
            }
        }
    }

    private static String noArgConstructor(Class<?> c) {
        for (Constructor<?> constructor : c.getDeclaredConstructors()) {
            if (constructor.getParameterCount() == 0) {
                return String.valueOf(constructor.getModifiers());
            }
        }
        return "none";
    }

    private static void methods(Class<?> c, Set<String> names, StringBuilder text) {
        List<String> found = new ArrayList<>();
        for (Method method : c.getDeclaredMethods()) {
            if (names.contains(method.getName())) {
                found.add(" method " + method.getModifiers() + ' ' + method.getName()
                        + MethodType.methodType(method.getReturnType(), method.getParameterTypes()).toMethodDescriptorString());
            }
        }
        Collections.sort(found);
        for (String line : found) {
            text.append(line).append('\n');
        }
    }

    static String hex(byte[] bytes) {
        StringBuilder hex = new StringBuilder(bytes.length * 2);
        for (byte b : bytes) {
            hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
        }
        return hex.toString();
    }
}
