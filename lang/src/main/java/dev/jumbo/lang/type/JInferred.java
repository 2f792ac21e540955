package dev.jumbo.lang.type;

import java.util.List;

/**
 * A type {@link Inference} leaves unknown, such as the result of a generic method whose type is one
 * of its own type variables that nothing determines ({@code Collections.emptyList().get(0)}; no bound
 * of the arguments, no target): its erasure, which the place it flows into may narrow by a cast, as
 * javac's inference from that target would.
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
