package dev.jumbo.lang.type;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** A class or interface type: loaded ({@link LoadedClass}) or being generated ({@link UnitClass}). */
public abstract class JClass extends JType {
    /** The binary name with slashes: {@code java/util/Map$Entry}. */
    @Override
    public abstract String internalName();

    public abstract JClass superclass();

    public abstract List<JClass> interfaces();

    public abstract boolean isInterface();

    /** {@link java.lang.reflect.Modifier} bits of the class. */
    public abstract int modifiers();

    public abstract List<FieldRef> declaredFields();

    /** The field {@code name} declared here (the first one, if declared twice), or null. */
    public FieldRef declaredField(String name) {
        for (FieldRef field : declaredFields()) {
            if (field.name().equals(name)) {
                return field;
            }
        }
        return null;
    }

    /** Declared methods and constructors (named {@code <init>}). */
    public abstract List<MethodRef> declaredMethods();

    /** The enclosing class of a member class, or null. */
    public abstract JClass outer();

    /**
     * This class and every superclass and superinterface, nearest first (depth first, superclass before
     * interfaces), each once.
     */
    public List<JClass> hierarchy() {
        Set<JClass> found = new LinkedHashSet<>();
        addOwnHierarchy(this, found);
        return new ArrayList<>(found);
    }

    /**
     * Adds {@code type}'s hierarchy to {@code into} in the order of {@link #hierarchy()}. A type already there
     * brought its own supertypes with it, so it is skipped whole.
     */
    static void addHierarchy(JClass type, Set<JClass> into) {
        if (type == null || into.contains(type)) {
            return;
        }
        if (type instanceof LoadedClass) {
            // Kept per loaded class: its supertypes are fixed, and every generated class asks again.
            into.addAll(type.hierarchy());
            return;
        }
        addOwnHierarchy(type, into);
    }

    /** The walk itself: {@code type}, then its superclass's hierarchy, then each interface's. */
    static void addOwnHierarchy(JClass type, Set<JClass> into) {
        into.add(type);
        addHierarchy(type.superclass(), into);
        for (JClass i : type.interfaces()) {
            addHierarchy(i, into);
        }
    }

    /** The class loader that defines it, for access checks; null for unit classes before definition. */
    public abstract boolean isGenerated();

    /** The {@code Class} when loaded, else null. */
    public Class<?> loaded() {
        return null;
    }

    public String packageName() {
        String name = internalName();
        int slash = name.lastIndexOf('/');
        return slash < 0 ? "" : name.substring(0, slash);
    }

    @Override
    public String descriptor() {
        return "L" + internalName() + ";";
    }

    @Override
    public String javaName() {
        return internalName().replace('/', '.').replace('$', '.');
    }

    @Override
    public boolean equals(Object other) {
        // A loaded class has one instance per Class, so most equal pairs are the same object.
        return this == other || other instanceof JClass c && c.internalName().equals(internalName());
    }

    @Override
    public int hashCode() {
        return internalName().hashCode();
    }
}
