package dev.jumbo.lang.check;

import java.util.List;

/**
 * The result of a generic method whose type is one of the method's own type variables
 * ({@code <R> R collect(...)}, {@code <T> List<T> toList()}): its erasure, which the place it
 * flows into may narrow by a cast, as javac's inference from the target type would.
 */
public final class JInferred extends JClass {
    private final JClass erasure;

    public JInferred(JClass erasure) {
        this.erasure = erasure;
    }

    public JClass erasure() {
        return erasure;
    }

    @Override
    public String internalName() {
        return erasure.internalName();
    }

    @Override
    public JClass superclass() {
        return erasure.superclass();
    }

    @Override
    public List<JClass> interfaces() {
        return erasure.interfaces();
    }

    @Override
    public boolean isInterface() {
        return erasure.isInterface();
    }

    @Override
    public int modifiers() {
        return erasure.modifiers();
    }

    @Override
    public List<FieldRef> declaredFields() {
        return erasure.declaredFields();
    }

    @Override
    public List<MethodRef> declaredMethods() {
        return erasure.declaredMethods();
    }

    @Override
    public JClass outer() {
        return erasure.outer();
    }

    @Override
    public boolean isGenerated() {
        return erasure.isGenerated();
    }

    @Override
    public Class<?> loaded() {
        return erasure.loaded();
    }
}
