package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.Origin;

/**
 * A local variable or parameter: its slot, where it was declared (for clash messages), and
 * what the effectively-final rule (JLS 4.12.4) needs: whether it was assigned after its
 * declaration, and whether a lambda or a local class captured it.
 */
final class Local {
    private final String name;
    private final JType type;
    private final int slot;
    private final int id;
    private final Origin origin;
    private final int position;
    /** A copy of an enclosing method's local, inside a lambda or a local class: never assignable. */
    final boolean capturedCopy;
    /** Assigned other than by its declaration's initializer. */
    boolean reassigned;
    /**
     * For the parameter of a catch clause: what a {@code throw} of it rethrows while it is not reassigned
     * (JLS 11.2.2), and whether the try block may throw an exception lang cannot type; null otherwise.
     */
    java.util.List<dev.jumbo.lang.type.JClass> rethrown;
    boolean rethrowsUnknown;
    /** Captured by a lambda body or a local or anonymous class. */
    boolean captured;
    /**
     * A pattern variable ({@code o instanceof String p}): in scope only where definite assignment
     * (JLS 16, {@link Definite}) has it assigned, which is where its pattern is definitely matched (JLS 6.3.1).
     */
    boolean patternBinding;
    /** Where its scope starts in the code, for the LocalVariableTable ({@link MethodContext#declare}). */
    org.objectweb.asm.Label start;
    /** The value of a constant variable (JLS 4.12.4: final, primitive or String, constant initializer), or null. */
    Object constantValue;

    Local(String name, JType type, int slot, int id, Origin origin, int position, boolean capturedCopy) {
        this.name = name;
        this.type = type;
        this.slot = slot;
        this.id = id;
        this.origin = origin;
        this.position = position;
        this.capturedCopy = capturedCopy;
    }

    String name() {
        return name;
    }

    JType type() {
        return type;
    }

    int slot() {
        return slot;
    }

    /** Its index among the method's locals, for {@link Definite}. */
    int id() {
        return id;
    }

    Origin origin() {
        return origin;
    }

    int position() {
        return position;
    }

    /** Whether no assignment keeps it from being effectively final. */
    boolean isEffectivelyFinal() {
        return !reassigned;
    }
}
