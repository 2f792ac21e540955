package dev.jumbo.lang.type;

import java.util.List;

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
        return other instanceof JClass c && c.internalName().equals(internalName());
    }

    @Override
    public int hashCode() {
        return internalName().hashCode();
    }
}
