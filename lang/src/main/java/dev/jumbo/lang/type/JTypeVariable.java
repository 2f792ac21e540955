package dev.jumbo.lang.type;

/**
 * A type variable of a generated class or method, as it appears in the generic signatures the
 * checker keeps for them ({@link UnitClass#signature}). Compared by identity: each declaration
 * makes one. Never emitted: code sees its erasure, which the declaration pass sets to the first
 * bound once the bound can be resolved (the bound may name the variable itself).
 */
public final class JTypeVariable extends JType {
    private final String name;
    private final boolean ofMethod;
    private final boolean inference;
    private JType erasure = Types.OBJECT;
    private java.util.List<JType> additionalBounds = java.util.List.of();

    public JTypeVariable(String name, boolean ofMethod) {
        this(name, ofMethod, false);
    }

    private JTypeVariable(String name, boolean ofMethod, boolean inference) {
        this.name = name;
        this.ofMethod = ofMethod;
        this.inference = inference;
    }

    /**
     * A fresh variable standing for a generic method's type variable at one call ({@link Inference}).
     * One per call, so that nested calls of the same method ({@code id(id(x))}) never share a variable;
     * one left unresolved may appear in the call's result type ({@code Collections.emptyList()} is a
     * {@code List<T>}), where an enclosing call's inference may still resolve it.
     */
    public static JTypeVariable inferenceVariable(String name, JType bound) {
        JTypeVariable variable = new JTypeVariable(name, true, true);
        variable.erasure = bound;
        return variable;
    }

    /** A variable of {@link Inference}, not one declared by the quote (which stands for itself). */
    public boolean isInferenceVariable() {
        return inference;
    }

    public String name() {
        return name;
    }

    /** Declared by a generic method (inferred per call), not by a class (bound by the receiver's type). */
    public boolean ofMethod() {
        return ofMethod;
    }

    /** The erased bounds after the first of an inference variable ({@code T extends Object & Comparable<T>}). */
    public java.util.List<JType> additionalBounds() {
        return additionalBounds;
    }

    void setAdditionalBounds(java.util.List<JType> bounds) {
        this.additionalBounds = java.util.List.copyOf(bounds);
    }

    public JType erasure() {
        return erasure;
    }

    public void setErasure(JType erasure) {
        this.erasure = erasure;
    }

    @Override
    public String descriptor() {
        return Generics.erasure(erasure).descriptor();
    }

    @Override
    public String internalName() {
        return Generics.erasure(erasure).internalName();
    }

    @Override
    public String javaName() {
        return name;
    }
}
