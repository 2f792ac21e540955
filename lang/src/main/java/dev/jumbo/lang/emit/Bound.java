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
        void to(MethodContext m);
    }

    /** Emits a jump to {@code target} when the value is {@code when}. */
    public interface Branch {
        void to(MethodContext m, Label target, boolean when);
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

    /*
     * The emitters of the commonest expressions are named classes, not lambdas: a fresh JVM spins a
     * class for each lambda at its first use, which costs more than loading a class, and the first
     * generated class pays for every one on its path.
     */

    /** Loads {@code this}. */
    static final Emit LOAD_THIS = new LoadThis();

    static Bound constant(JType type, Object value) {
        return new Bound(type, value, new Constant(value, type), null, null);
    }

    static Bound condition(Branch branch) {
        return new Bound(JPrimitive.BOOLEAN, null, new BooleanOf(branch), null, branch);
    }

    /** A statement expression whose effect is its value's, which is then popped (a call, a creation). */
    static Bound statementExpression(JType type, Emit emit) {
        return new Bound(type, null, emit, new Popped(emit, type), null);
    }

    /** Emits the values in order. */
    static Emit all(List<Bound> values) {
        return new All(values);
    }

    /** {@code value} converted from its type to {@code type} (JLS ch. 5), as that type. */
    static Bound converted(Bound value, JType type) {
        return of(type, new Converted(value, type));
    }

    /** The class-data constant at {@code index} (a {@code `Value} hole), as {@code type}. */
    static Bound classConstant(JType type, int index) {
        return of(type, new ClassConstant(index, type.descriptor()));
    }

    private static final class ClassConstant implements Emit {
        private final int index;
        private final String descriptor;

        ClassConstant(int index, String descriptor) {
            this.index = index;
            this.descriptor = descriptor;
        }

        @Override
        public void to(MethodContext m) {
            m.owner.constants.load(m.assembler, index, descriptor);
        }
    }

    private static final class LoadThis implements Emit {
        @Override
        public void to(MethodContext m) {
            m.assembler.visitVarInsn(Opcodes.ALOAD, 0);
        }
    }

    private static final class Constant implements Emit {
        private final Object value;
        private final JType type;

        Constant(Object value, JType type) {
            this.value = value;
            this.type = type;
        }

        @Override
        public void to(MethodContext m) {
            m.assembler.constant(value, type);
        }
    }

    /** A condition's value: 1 when it holds, else 0. */
    private static final class BooleanOf implements Emit {
        private final Branch branch;

        BooleanOf(Branch branch) {
            this.branch = branch;
        }

        @Override
        public void to(MethodContext m) {
            Label no = new Label();
            Label end = new Label();
            branch.to(m, no, false);
            m.assembler.visitInsn(Opcodes.ICONST_1);
            m.assembler.visitJumpInsn(Opcodes.GOTO, end);
            m.assembler.visitLabel(no);
            m.assembler.visitInsn(Opcodes.ICONST_0);
            m.assembler.visitLabel(end);
        }
    }

    private static final class Popped implements Emit {
        private final Emit emit;
        private final JType type;

        Popped(Emit emit, JType type) {
            this.emit = emit;
            this.type = type;
        }

        @Override
        public void to(MethodContext m) {
            emit.to(m);
            m.assembler.pop(type);
        }
    }

    private static final class All implements Emit {
        private final List<Bound> values;

        All(List<Bound> values) {
            this.values = values;
        }

        @Override
        public void to(MethodContext m) {
            for (Bound value : values) {
                value.emit(m);
            }
        }
    }

    private static final class Converted implements Emit {
        private final Bound value;
        private final JType type;

        Converted(Bound value, JType type) {
            this.value = value;
            this.type = type;
        }

        @Override
        public void to(MethodContext m) {
            value.emit(m);
            m.assembler.convert(value.type, type);
        }
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

    void emit(MethodContext m) {
        emit.to(m);
    }

    /** Emits for effect only: the value is not left on the stack. */
    void emitDiscarding(MethodContext m) {
        if (discard != null) {
            discard.to(m);
            return;
        }
        emit.to(m);
        m.assembler.pop(type);
    }

    /** Emits as an expression statement (JLS 14.8), where a signature-polymorphic call returns void. */
    void emitStatement(MethodContext m) {
        if (resultAs != null) {
            resultAs.apply(JPrimitive.VOID).emit(m);
            return;
        }
        emitDiscarding(m);
    }

    void branch(MethodContext m, Label target, boolean when) {
        if (constant instanceof Boolean value) {
            if (value == when) {
                m.assembler.visitJumpInsn(Opcodes.GOTO, target);
            }
            return;
        }
        if (branch != null) {
            branch.to(m, target, when);
            return;
        }
        emit.to(m);
        m.assembler.unboxIfNeeded(type);
        m.assembler.visitJumpInsn(when ? Opcodes.IFNE : Opcodes.IFEQ, target);
    }

    /** A statement expression (assignment, increment, call, creation) may stand as a statement. */
    boolean isStatementExpression() {
        return discard != null;
    }
}
