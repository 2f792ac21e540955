package dev.jumbo.lang.type;

import java.util.List;

/**
 * A parameterized type such as {@code Function<Integer, String>} or a generated {@code Box<Integer>}: to the checker it is
 * its raw class (equal to it, same members and descriptor), and it also carries the type
 * arguments, which type lambda parameters and the results of the raw class's members. An
 * argument is null where it is unknown.
 */
public final class JGeneric extends JClass {
    private final JClass raw;
    private final List<JType> arguments;

    public JGeneric(JClass raw, List<JType> arguments) {
        this.raw = raw;
        this.arguments = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(arguments));
    }

    public JClass raw() {
        return raw;
    }

    public List<JType> arguments() {
        return arguments;
    }

    @Override
    public String internalName() {
        return raw.internalName();
    }

    @Override
    public JClass superclass() {
        return raw.superclass();
    }

    @Override
    public List<JClass> interfaces() {
        return raw.interfaces();
    }

    @Override
    public boolean isInterface() {
        return raw.isInterface();
    }

    @Override
    public int modifiers() {
        return raw.modifiers();
    }

    @Override
    public List<FieldRef> declaredFields() {
        return raw.declaredFields();
    }

    @Override
    public FieldRef declaredField(String name) {
        return raw.declaredField(name);
    }

    @Override
    public List<MethodRef> declaredMethods() {
        return raw.declaredMethods();
    }

    @Override
    public JClass outer() {
        return raw.outer();
    }

    @Override
    public boolean isGenerated() {
        return raw.isGenerated();
    }

    @Override
    public Class<?> loaded() {
        return raw.loaded();
    }
}
