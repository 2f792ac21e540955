package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JNull;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.Position;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

import static org.objectweb.asm.Opcodes.*;

/**
 * The instructions of one method, as ASM's {@code GeneratorAdapter} gives them: the method visitor, following the
 * kinds of the operand stack's values ({@link OperandStack}), with typed helpers for what expressions and
 * statements emit alike (constants, conversions, loads and stores, stack words, line numbers, exception ranges).
 * It knows nothing of scopes: locals, jumps and cleanups are the {@link MethodContext}'s. Emission that needs only
 * instructions talks to it alone.
 *
 * <p>A discarding assembler ({@link #discarding}) has no writer: it drops the instructions but still follows the
 * stack, which the code given to it reads. The typing walk of a switch expression's arms emits into one.
 */
final class Assembler extends OperandStack {
    private static final Type REFERENCE = Type.getObjectType("java/lang/Object");

    /** The line of the last line number entry, so that a line is entered once per run of instructions on it. */
    private int lastLine = -1;

    Assembler(MethodVisitor writer) {
        super(writer);
    }

    /** An assembler that drops every instruction (ASM's visitors do nothing without a delegate). */
    static Assembler discarding() {
        return new Assembler(null);
    }

    /** Whether the instructions go nowhere: labels are then never placed, so nothing may ask for their offsets. */
    boolean discards() {
        return mv == null;
    }

    // ---- locals

    void load(JType type, int slot) {
        visitVarInsn(opcode(type, ILOAD), slot);
    }

    void store(JType type, int slot) {
        visitVarInsn(opcode(type, ISTORE), slot);
    }

    /** The form of an int instruction ({@code ILOAD}, {@code IRETURN}, ...) for a value of {@code type}. */
    static int opcode(JType type, int intOpcode) {
        // Every reference type takes the A- form: no descriptor to build and parse into a new Type at each load.
        return (type.isPrimitive() ? Type.getType(type.descriptor()) : REFERENCE).getOpcode(intOpcode);
    }

    // ---- positions

    /** Enters the line of {@code position} in the LineNumberTable, unless the code is still on it. */
    void line(int position) {
        int line = Position.line(position);
        if (line > 0 && line != lastLine) {
            Label label = new Label();
            visitLabel(label);
            visitLineNumber(line, label);
            lastLine = line;
        }
    }

    /** Adds an exception handler for a range, unless the range is empty (which the JVM rejects). */
    void tryCatch(Label start, Label end, Label handler, String type) {
        if (!discards() && start.getOffset() != end.getOffset()) {
            visitTryCatchBlock(start, end, handler, type);
        }
    }

    // ---- stack words

    void pop(JType type) {
        if (type == JPrimitive.VOID) {
            return;
        }
        visitInsn(type == JPrimitive.LONG || type == JPrimitive.DOUBLE ? POP2 : POP);
    }

    void dup(JType type) {
        visitInsn(size(type) == 2 ? DUP2 : DUP);
    }

    /** Duplicates the value on top under {@code prepared} words. */
    void dupUnder(JType type, int prepared) {
        boolean wide = size(type) == 2;
        switch (prepared) {
            case 0 -> visitInsn(wide ? DUP2 : DUP);
            case 1 -> visitInsn(wide ? DUP2_X1 : DUP_X1);
            default -> visitInsn(wide ? DUP2_X2 : DUP_X2);
        }
    }

    /** The words a value of {@code type} takes on the stack and in the locals. */
    static int size(JType type) {
        return type instanceof JPrimitive p ? p.size() : 1;
    }

    // ---- constants

    void constant(Object value, JType type) {
        if (value == null) {
            visitInsn(ACONST_NULL);
        } else if (value instanceof Boolean b) {
            visitInsn(b ? ICONST_1 : ICONST_0);
        } else if (value instanceof Character c) {
            integer(c);
        } else if (value instanceof Byte || value instanceof Short || value instanceof Integer) {
            integer(((Number) value).intValue());
        } else if (value instanceof Long l) {
            if (l == 0L || l == 1L) {
                visitInsn(l == 0L ? LCONST_0 : LCONST_1);
            } else {
                visitLdcInsn(l);
            }
        } else if (value instanceof Float f) {
            if (f == 0.0f && Float.floatToRawIntBits(f) == 0 || f == 1.0f || f == 2.0f) {
                visitInsn(FCONST_0 + f.intValue());
            } else {
                visitLdcInsn(f);
            }
        } else if (value instanceof Double d) {
            if (d == 0.0 && Double.doubleToRawLongBits(d) == 0L || d == 1.0) {
                visitInsn(DCONST_0 + d.intValue());
            } else {
                visitLdcInsn(d);
            }
        } else if (value instanceof String s) {
            visitLdcInsn(s);
        } else {
            throw new IllegalStateException("not a constant: " + value);
        }
    }

    void integer(int value) {
        if (value >= -1 && value <= 5) {
            visitInsn(ICONST_0 + value);
        } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
            visitIntInsn(BIPUSH, value);
        } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
            visitIntInsn(SIPUSH, value);
        } else {
            visitLdcInsn(value);
        }
    }

    // ---- conversions

    /** Converts the value on top from {@code from} to {@code to}, by a conversion already checked. */
    void convert(JType from, JType to) {
        if (from.equals(to) || to == JPrimitive.VOID) {
            return;
        }
        if (from instanceof JPrimitive source && to instanceof JPrimitive target) {
            primitive(source, target);
        } else if (from instanceof JPrimitive source) {
            box(source);
            JClass boxed = Types.box(source);
            if (!Types.isReferenceAssignable(boxed, to)) {
                checkcast(to);
            }
        } else if (to instanceof JPrimitive target) {
            JPrimitive unboxed = Types.unboxed(from);
            if (unboxed == null) {
                JClass box = Types.box(target);
                checkcast(box);
                unboxed = target;
            }
            unbox(unboxed);
            primitive(unboxed, target);
        } else if (from != JNull.INSTANCE && !Types.isReferenceAssignable(from, to)) {
            checkcast(to);
        }
    }

    void checkcast(JType to) {
        visitTypeInsn(CHECKCAST, to instanceof JArray ? to.descriptor() : to.internalName());
    }

    void unboxIfNeeded(JType type) {
        JPrimitive unboxed = Types.unboxed(type);
        if (unboxed != null) {
            unbox(unboxed);
        }
    }

    void box(JPrimitive primitive) {
        JClass box = Types.box(primitive);
        visitMethodInsn(INVOKESTATIC, box.internalName(), "valueOf",
                "(" + primitive.descriptor() + ")" + box.descriptor(), false);
    }

    void unbox(JPrimitive primitive) {
        JClass box = Types.box(primitive);
        visitMethodInsn(INVOKEVIRTUAL, box.internalName(), primitive.javaName() + "Value",
                "()" + primitive.descriptor(), false);
    }

    private void primitive(JPrimitive from, JPrimitive to) {
        if (from == to || to == JPrimitive.BOOLEAN || from == JPrimitive.BOOLEAN) {
            return;
        }
        JPrimitive stackFrom = from.isIntLike() ? JPrimitive.INT : from;
        if (stackFrom != JPrimitive.INT || !to.isIntLike()) {
            JPrimitive stackTo = to.isIntLike() ? JPrimitive.INT : to;
            if (stackFrom != stackTo) {
                visitInsn(wideningOrNarrowing(stackFrom, stackTo));
            }
        }
        if (to == JPrimitive.BYTE && from != JPrimitive.BYTE) {
            visitInsn(I2B);
        } else if (to == JPrimitive.SHORT && from != JPrimitive.SHORT && from != JPrimitive.BYTE) {
            visitInsn(I2S);
        } else if (to == JPrimitive.CHAR && from != JPrimitive.CHAR) {
            visitInsn(I2C);
        }
    }

    private static int wideningOrNarrowing(JPrimitive from, JPrimitive to) {
        int row = from == JPrimitive.INT ? 0 : from == JPrimitive.LONG ? 1 : from == JPrimitive.FLOAT ? 2 : 3;
        int column = to == JPrimitive.INT ? 0 : to == JPrimitive.LONG ? 1 : to == JPrimitive.FLOAT ? 2 : 3;
        int[][] table = {
            {NOP, I2L, I2F, I2D},
            {L2I, NOP, L2F, L2D},
            {F2I, F2L, NOP, F2D},
            {D2I, D2L, D2F, NOP},
        };
        return table[row][column];
    }
}
