package dev.jumbo.lang.check;

/**
 * A type variable of a generated class or method, as it appears in the generic signatures the
 * checker keeps for them ({@link UnitClass#signature}). Compared by identity: each declaration
 * makes one. Never emitted: code sees its erasure, which the declaration pass sets to the first
 * bound once the bound can be resolved (the bound may name the variable itself).
 */
public final class JTypeVariable extends JType {
    private final String name;
    private final boolean ofMethod;
    private JType erasure = Types.OBJECT;

    public JTypeVariable(String name, boolean ofMethod) {
        this.name = name;
        this.ofMethod = ofMethod;
    }

    public String name() {
        return name;
    }

    /** Declared by a generic method (inferred per call), not by a class (bound by the receiver's type). */
    public boolean ofMethod() {
        return ofMethod;
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
