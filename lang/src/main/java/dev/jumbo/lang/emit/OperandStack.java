package dev.jumbo.lang.emit;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

import static org.objectweb.asm.Opcodes.*;

/**
 * Follows the kinds of the values on the operand stack as instructions pass to the method writer:
 * {@code I}, {@code J}, {@code F}, {@code D}, {@code A} (a reference) and {@code U} (an object after
 * {@code new}, not yet initialized). A switch expression whose arms may catch an exception needs
 * them: a handler starts with an empty stack, so the values that wait below the switch are stored
 * in locals first and reloaded after it, as javac does. After an unconditional jump the stack is
 * the one recorded by the first jump to the next label (expressions only jump forward).
 */
sealed class OperandStack extends MethodVisitor permits Assembler {
    private char[] kinds = new char[16];
    /** The number of values, or -1 where the code is unreachable and no jump gave the label's stack. */
    private int size;
    private final Map<Label, char[]> atLabels = new HashMap<>();
    /** Off until a method needs it (a switch expression with a handler): the others pay one check per instruction. */
    private boolean following;
    /** Set at the first exception range of the method: a basic block ends after each store ({@link #rangeStarts}). */
    private boolean storesEndBlocks;

    OperandStack(MethodVisitor writer) {
        super(ASM9, writer);
    }

    /**
     * Starts following, at a point where the stack is empty: a switch expression is checked before
     * any code of the statement holding it is emitted. One nested in an arm of another is checked
     * while the outer one is emitted, but then the outer one holds its handler too ({@link Handlers}
     * walks nested expressions), so following started at the outer one.
     */
    void follow() {
        if (!following) {
            following = true;
            size = 0;
        }
    }

    /**
     * A try or synchronized body starts. Its handler can be reached from every instruction of the range, so
     * its frame must merge the locals at each of them; ASM ensures that by ending a basic block after each
     * store, but only once a handler is registered, and a handler is registered after its body (inner ones
     * first, as the exception table needs). Until then, in the first range of the method, the blocks are
     * ended here, as ASM would.
     */
    void rangeStarts() {
        storesEndBlocks = true;
    }

    /** A statement starts: the stack is empty (statements leave nothing on it). */
    void statementStart() {
        size = 0;
    }

    /** The kinds of the values on the stack, bottom first; empty when unknown. */
    char[] kinds() {
        return size <= 0 ? new char[0] : Arrays.copyOf(kinds, size);
    }

    /**
     * The values below a switch expression without handlers, again after its arms: their statements each
     * started with {@link #statementStart}, which forgot them though they stayed on the stack.
     */
    void restore(char[] below) {
        if (following) {
            kinds = Arrays.copyOf(below, Math.max(16, below.length * 2));
            size = below.length;
        }
    }

    /** Forgets the values (after they were stored away). */
    void clear() {
        size = 0;
    }

    private void push(char kind) {
        if (size < 0) {
            return;
        }
        if (size == kinds.length) {
            kinds = Arrays.copyOf(kinds, size * 2);
        }
        kinds[size++] = kind;
    }

    private char pop() {
        return size > 0 ? kinds[--size] : 'A';
    }

    private void pop(int count) {
        for (int i = 0; i < count; i++) {
            pop();
        }
    }

    private void record(Label label) {
        if (size >= 0 && !atLabels.containsKey(label)) {
            atLabels.put(label, Arrays.copyOf(kinds, size));
        }
    }

    private void unreachable() {
        size = -1;
    }

    private static boolean wide(char kind) {
        return kind == 'J' || kind == 'D';
    }

    private void pushDescriptor(String descriptor) {
        char kind = descriptor.charAt(0);
        switch (kind) {
            case 'V' -> {
            }
            case 'Z', 'B', 'C', 'S', 'I' -> push('I');
            case 'J', 'F', 'D' -> push(kind);
            default -> push('A');
        }
    }

    @Override
    public void visitInsn(int opcode) {
        super.visitInsn(opcode);
        if (!following) {
            return;
        }
        switch (opcode) {
            case NOP -> {
            }
            case ACONST_NULL -> push('A');
            case ICONST_M1, ICONST_0, ICONST_1, ICONST_2, ICONST_3, ICONST_4, ICONST_5 -> push('I');
            case LCONST_0, LCONST_1 -> push('J');
            case FCONST_0, FCONST_1, FCONST_2 -> push('F');
            case DCONST_0, DCONST_1 -> push('D');
            case IALOAD, BALOAD, CALOAD, SALOAD -> binary('I');
            case LALOAD -> binary('J');
            case FALOAD -> binary('F');
            case DALOAD -> binary('D');
            case AALOAD -> binary('A');
            case IASTORE, LASTORE, FASTORE, DASTORE, AASTORE, BASTORE, CASTORE, SASTORE -> pop(3);
            case POP -> pop();
            case POP2 -> {
                if (!wide(pop())) {
                    pop();
                }
            }
            case DUP -> duplicate(1, 0);
            case DUP_X1 -> duplicate(1, 1);
            case DUP_X2 -> duplicate(1, size > 1 && wide(kinds[size - 2]) ? 1 : 2);
            case DUP2 -> duplicate(size > 0 && wide(kinds[size - 1]) ? 1 : 2, 0);
            case DUP2_X1 -> {
                int top = size > 0 && wide(kinds[size - 1]) ? 1 : 2;
                duplicate(top, 1);
            }
            case DUP2_X2 -> {
                int top = size > 0 && wide(kinds[size - 1]) ? 1 : 2;
                int below = size > top && wide(kinds[size - top - 1]) ? 1 : 2;
                duplicate(top, below);
            }
            case SWAP -> {
                char first = pop();
                char second = pop();
                push(first);
                push(second);
            }
            case IADD, ISUB, IMUL, IDIV, IREM, ISHL, ISHR, IUSHR, IAND, IOR, IXOR -> binary('I');
            case LADD, LSUB, LMUL, LDIV, LREM, LSHL, LSHR, LUSHR, LAND, LOR, LXOR -> binary('J');
            case FADD, FSUB, FMUL, FDIV, FREM -> binary('F');
            case DADD, DSUB, DMUL, DDIV, DREM -> binary('D');
            case LCMP, FCMPL, FCMPG, DCMPL, DCMPG -> binary('I');
            case INEG, LNEG, FNEG, DNEG -> {
            }
            case I2L, F2L, D2L -> unary('J');
            case I2F, L2F, D2F -> unary('F');
            case I2D, L2D, F2D -> unary('D');
            case L2I, F2I, D2I, I2B, I2C, I2S, ARRAYLENGTH -> unary('I');
            case IRETURN, LRETURN, FRETURN, DRETURN, ARETURN, RETURN, ATHROW -> unreachable();
            case MONITORENTER, MONITOREXIT -> pop();
            default -> throw new IllegalStateException("no stack effect known for opcode " + opcode);
        }
    }

    private void binary(char result) {
        pop(2);
        push(result);
    }

    private void unary(char result) {
        pop();
        push(result);
    }

    /** Copies the top {@code count} values below the {@code below} values under them. */
    private void duplicate(int count, int below) {
        if (size < count + below) {
            for (int i = 0; i < count && size >= 0; i++) {
                push('A');
            }
            return;
        }
        char[] top = Arrays.copyOfRange(kinds, size - count, size);
        char[] under = Arrays.copyOfRange(kinds, size - count - below, size - count);
        size -= count + below;
        for (char kind : top) {
            push(kind);
        }
        for (char kind : under) {
            push(kind);
        }
        for (char kind : top) {
            push(kind);
        }
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
        super.visitIntInsn(opcode, operand);
        if (!following) {
            return;
        }
        if (opcode == NEWARRAY) {
            unary('A');
        } else {
            push('I');
        }
    }

    @Override
    public void visitVarInsn(int opcode, int slot) {
        super.visitVarInsn(opcode, slot);
        if (storesEndBlocks && opcode >= ISTORE && opcode <= ASTORE) {
            super.visitLabel(new Label());
        }
        if (!following) {
            return;
        }
        switch (opcode) {
            case ILOAD -> push('I');
            case LLOAD -> push('J');
            case FLOAD -> push('F');
            case DLOAD -> push('D');
            case ALOAD -> push('A');
            default -> pop();
        }
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
        super.visitTypeInsn(opcode, type);
        if (!following) {
            return;
        }
        switch (opcode) {
            case NEW -> push('U');
            case ANEWARRAY -> unary('A');
            case INSTANCEOF -> unary('I');
            default -> {
            }
        }
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
        super.visitFieldInsn(opcode, owner, name, descriptor);
        if (!following) {
            return;
        }
        switch (opcode) {
            case GETSTATIC -> pushDescriptor(descriptor);
            case PUTSTATIC -> pop();
            case GETFIELD -> {
                pop();
                pushDescriptor(descriptor);
            }
            default -> pop(2);
        }
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
        super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
        if (!following) {
            return;
        }
        pop(Type.getArgumentTypes(descriptor).length + (opcode == INVOKESTATIC ? 0 : 1));
        if (opcode == INVOKESPECIAL && name.equals("<init>")) {
            // the copy that new ... dup left below the initialized object is an ordinary reference now
            for (int i = size - 1; i >= 0; i--) {
                if (kinds[i] == 'U') {
                    kinds[i] = 'A';
                    break;
                }
            }
        }
        pushDescriptor(Type.getReturnType(descriptor).getDescriptor());
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
        super.visitInvokeDynamicInsn(name, descriptor, bootstrap, arguments);
        if (!following) {
            return;
        }
        pop(Type.getArgumentTypes(descriptor).length);
        pushDescriptor(Type.getReturnType(descriptor).getDescriptor());
    }

    @Override
    public void visitJumpInsn(int opcode, Label label) {
        super.visitJumpInsn(opcode, label);
        if (!following) {
            return;
        }
        switch (opcode) {
            case IFEQ, IFNE, IFLT, IFGE, IFGT, IFLE, IFNULL, IFNONNULL -> pop();
            case IF_ICMPEQ, IF_ICMPNE, IF_ICMPLT, IF_ICMPGE, IF_ICMPGT, IF_ICMPLE, IF_ACMPEQ, IF_ACMPNE -> pop(2);
            default -> {
            }
        }
        record(label);
        if (opcode == GOTO) {
            unreachable();
        }
    }

    @Override
    public void visitLabel(Label label) {
        super.visitLabel(label);
        if (!following) {
            return;
        }
        if (size < 0) {
            char[] known = atLabels.get(label);
            if (known != null) {
                kinds = Arrays.copyOf(known, Math.max(16, known.length * 2));
                size = known.length;
            }
        } else {
            record(label);
        }
    }

    @Override
    public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
        super.visitTryCatchBlock(start, end, handler, type);
        if (!following) {
            return;
        }
        atLabels.putIfAbsent(handler, new char[] {'A'});
    }

    @Override
    public void visitLdcInsn(Object value) {
        super.visitLdcInsn(value);
        if (!following) {
            return;
        }
        if (value instanceof Integer) {
            push('I');
        } else if (value instanceof Long) {
            push('J');
        } else if (value instanceof Float) {
            push('F');
        } else if (value instanceof Double) {
            push('D');
        } else if (value instanceof ConstantDynamic constant) {
            pushDescriptor(constant.getDescriptor());
        } else {
            push('A');
        }
    }

    @Override
    public void visitTableSwitchInsn(int min, int max, Label otherwise, Label... labels) {
        super.visitTableSwitchInsn(min, max, otherwise, labels);
        if (!following) {
            return;
        }
        switched(otherwise, labels);
    }

    @Override
    public void visitLookupSwitchInsn(Label otherwise, int[] keys, Label[] labels) {
        super.visitLookupSwitchInsn(otherwise, keys, labels);
        if (!following) {
            return;
        }
        switched(otherwise, labels);
    }

    private void switched(Label otherwise, Label[] labels) {
        pop();
        record(otherwise);
        for (Label label : labels) {
            record(label);
        }
        unreachable();
    }

    @Override
    public void visitMultiANewArrayInsn(String descriptor, int dimensions) {
        super.visitMultiANewArrayInsn(descriptor, dimensions);
        if (!following) {
            return;
        }
        pop(dimensions);
        push('A');
    }
}
