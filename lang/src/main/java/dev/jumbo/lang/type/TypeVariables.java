package dev.jumbo.lang.type;

/** The type variables in scope, innermost first; each stands for its erasure in erased code. */
public record TypeVariables(JTypeVariable variable, TypeVariables outer) {
    public static final TypeVariables NONE = new TypeVariables(null, null);

    public TypeVariables with(JTypeVariable added) {
        return new TypeVariables(added, this);
    }

    /** The erasure of the variable {@code name} (its bound, perhaps parameterized), or null when not in scope. */
    public JType lookup(String name) {
        JTypeVariable found = variable(name);
        return found == null ? null : found.erasure();
    }

    /** The variable {@code name}, or null when not in scope. */
    public JTypeVariable variable(String name) {
        for (TypeVariables scope = this; scope != null && scope.variable != null; scope = scope.outer) {
            if (scope.variable.name().equals(name)) {
                return scope.variable;
            }
        }
        return null;
    }

    /** Whether no type variable is in scope. */
    public boolean isEmpty() {
        return variable == null;
    }
}
