package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import java.util.List;
import org.objectweb.asm.Label;
import org.objectweb.asm.Opcodes;

/**
 * A checked expression: its static type and how to emit it. Built by {@link Expressions} for
 * each occurrence, so a fragment spliced twice is checked twice, where it lands.
 */
public class Bound {
    /** Emits code. */
    public interface Emit {
        void to(MethodEmitter m);
    }

    /** Emits a jump to {@code target} when the value is {@code when}. */
    public interface Branch {
        void to(MethodEmitter m, Label target, boolean when);
    }

    final JType type;
    final Object constant;
    private final Emit emit;
    private final Emit discard;
    private final Branch branch;

    Bound(JType type, Object constant, Emit emit, Emit discard, Branch branch) {
        this.type = type;
        this.constant = constant;
        this.emit = emit;
        this.discard = discard;
        this.branch = branch;
    }

    static Bound of(JType type, Emit emit) {
        return new Bound(type, null, emit, null, null);
    }

    /** A statement expression: {@code emit} for its value, {@code discard} for its effect only. */
    static Bound of(JType type, Emit emit, Emit discard) {
        return new Bound(type, null, emit, discard, null);
    }

    static Bound constant(JType type, Object value) {
        return new Bound(type, value, m -> m.constant(value, type), null, null);
    }

    static Bound condition(Branch branch) {
        return new Bound(JPrimitive.BOOLEAN, null, m -> {
            Label no = new Label();
            Label end = new Label();
            branch.to(m, no, false);
            m.visitor().visitInsn(Opcodes.ICONST_1);
            m.visitor().visitJumpInsn(Opcodes.GOTO, end);
            m.visitor().visitLabel(no);
            m.visitor().visitInsn(Opcodes.ICONST_0);
            m.visitor().visitLabel(end);
        }, null, branch);
    }

    /**
     * For a library call whose result the type arguments narrowed: the call without the cast, as
     * its erased type. javac casts only where the narrowed type is needed, not where the erasure fits.
     */
    Bound uncast;

    /** This value for a target that its erasure fits: without the narrowing cast, if it has one. */
    Bound forTarget(JType target) {
        if (uncast != null && dev.jumbo.lang.type.Types.isReferenceAssignable(uncast.type, target)) {
            return uncast;
        }
        return this;
    }

    /**
     * For a signature-polymorphic call declared to return Object: the same call returning the given
     * type, which the cast around it or an expression statement decides (JLS 15.12.3); else null.
     */
    java.util.function.Function<JType, Bound> resultAs;

    /**
     * For a lambda or method reference: the type its body yields (null when void or unknown) and the
     * parameter types its synthetic method takes, which infer the type variables of the call it is passed to.
     */
    JType functionResult;
    List<JType> functionParameters;

    /** For conditions: the definite-assignment states when true and when false (null: the state after it). */
    java.util.BitSet whenTrue;
    java.util.BitSet whenFalse;

    /** The same code with a narrower static type (a parameterized form of its class). */
    Bound as(JType narrower) {
        return new Bound(narrower, constant, emit, discard, branch);
    }

    Bound withDiscard(Emit discardEmit) {
        return new Bound(type, constant, emit, discardEmit, branch);
    }

    public JType type() {
        return type;
    }

    void emit(MethodEmitter m) {
        emit.to(m);
    }

    /** Emits for effect only: the value is not left on the stack. */
    void emitDiscarding(MethodEmitter m) {
        if (discard != null) {
            discard.to(m);
            return;
        }
        emit.to(m);
        m.pop(type);
    }

    /** Emits as an expression statement (JLS 14.8), where a signature-polymorphic call returns void. */
    void emitStatement(MethodEmitter m) {
        if (resultAs != null) {
            resultAs.apply(JPrimitive.VOID).emit(m);
            return;
        }
        emitDiscarding(m);
    }

    void branch(MethodEmitter m, Label target, boolean when) {
        if (constant instanceof Boolean value) {
            if (value == when) {
                m.visitor().visitJumpInsn(Opcodes.GOTO, target);
            }
            return;
        }
        if (branch != null) {
            branch.to(m, target, when);
            return;
        }
        emit.to(m);
        m.unboxIfNeeded(type);
        m.visitor().visitJumpInsn(when ? Opcodes.IFNE : Opcodes.IFEQ, target);
    }

    /** A statement expression (assignment, increment, call, creation) may stand as a statement. */
    boolean isStatementExpression() {
        return discard != null;
    }
}
