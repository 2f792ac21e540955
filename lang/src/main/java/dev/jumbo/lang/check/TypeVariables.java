package dev.jumbo.lang.check;

/** The type variables in scope, each standing for its erasure. */
public record TypeVariables(String name, JType erasure, TypeVariables outer) {
    public static final TypeVariables NONE = new TypeVariables(null, null, null);

    public TypeVariables with(String variable, JType bound) {
        return new TypeVariables(variable, bound, this);
    }

    /** The erasure of the variable {@code variable}, or null when not in scope. */
    public JType lookup(String variable) {
        for (TypeVariables scope = this; scope != null && scope.name != null; scope = scope.outer) {
            if (scope.name.equals(variable)) {
                return scope.erasure;
            }
        }
        return null;
    }
}
