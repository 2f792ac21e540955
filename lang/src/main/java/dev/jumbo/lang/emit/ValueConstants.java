package dev.jumbo.lang.emit;

import java.util.LinkedHashMap;
import java.util.Map;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

import static org.objectweb.asm.Opcodes.*;

/**
 * How one class reads the constants of its {@code `Value} holes, by their index in the unit's
 * class data.
 *
 * <p>A hidden class reads each from a private static final field, which its static initializer
 * sets first, from the class data ({@code MethodHandles.classDataAt}, called as a plain static
 * method). To the JIT a static final is as constant as a dynamic constant would be; but the first
 * dynamic constant a JVM resolves through {@code classDataAt} as a bootstrap method spins about
 * ten method-handle classes (12 ms in a fresh JVM, where an application meets its first
 * marshaller). The static initializer is therefore held ({@link #staticInitializer}: written
 * alone into a class file of its own) until {@link #finish}, when every method of the class has
 * named the constants it reads, and copied then behind the code that sets them.
 *
 * <p>An interface (whose fields are public) and a class of a fresh loader (which has no class
 * data) read dynamic constants: {@code ldc} of a {@code CONSTANT_Dynamic} whose bootstrap is
 * {@code classDataAt} or {@code ClassConstants.constant}.
 */
final class ValueConstants {
    private static final String FIELD_PREFIX = "constant$";
    private static final String LOOKUP = "java/lang/invoke/MethodHandles$Lookup";
    private static final String CLASS_DATA_AT = "(L" + LOOKUP + ";Ljava/lang/String;Ljava/lang/Class;I)Ljava/lang/Object;";

    private final ClassEmitter owner;
    /** The constants read from fields: class-data index, then the field's descriptor. */
    private final Map<Integer, String> fields = new LinkedHashMap<>();
    /** Holds the static initializer of a class whose constants are fields until {@link #finish}; else null. */
    private ClassWriter heldInitializer;

    ValueConstants(ClassEmitter owner) {
        this.owner = owner;
    }

    private boolean inFields() {
        return owner.unit.hidden && !owner.self.isInterface();
    }

    /** Pushes constant {@code index} of type {@code descriptor}. */
    void load(MethodVisitor visitor, int index, String descriptor) {
        if (inFields()) {
            fields.putIfAbsent(index, descriptor);
            visitor.visitFieldInsn(GETSTATIC, owner.self.internalName(), FIELD_PREFIX + index, descriptor);
            return;
        }
        Handle bootstrap = owner.unit.hidden
                ? new Handle(H_INVOKESTATIC, "java/lang/invoke/MethodHandles", "classDataAt", CLASS_DATA_AT, false)
                : new Handle(H_INVOKESTATIC, "dev/jumbo/lang/define/ClassConstants", "constant", CLASS_DATA_AT, false);
        visitor.visitLdcInsn(new ConstantDynamic("_", descriptor, bootstrap, index));
    }

    /** Where the class's static initializer is emitted: the class file, or a class file that holds it for {@link #finish}. */
    MethodVisitor staticInitializer() {
        if (!inFields()) {
            return owner.writer.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
        }
        // Frames and sizes are left to the class's own writer, which computes them when the code is copied.
        heldInitializer = new ClassWriter(0);
        heldInitializer.visit(V17, ACC_SUPER, owner.self.internalName(), null, "java/lang/Object", null);
        return heldInitializer.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
    }

    /**
     * Once every method is emitted: the constants' fields, and the static initializer that sets
     * them before anything else (it is made when the class had none).
     */
    void finish() {
        if (!inFields() || heldInitializer == null && fields.isEmpty()) {
            return;
        }
        MethodVisitor initializer = owner.writer.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
        if (heldInitializer == null) {
            initializer.visitCode();
            setFields(initializer);
            initializer.visitInsn(RETURN);
            initializer.visitMaxs(0, 0);
            initializer.visitEnd();
            return;
        }
        heldInitializer.visitEnd();
        new ClassReader(heldInitializer.toByteArray()).accept(new ClassVisitor(ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
                return new MethodVisitor(ASM9, initializer) {
                    @Override
                    public void visitCode() {
                        super.visitCode();
                        setFields(initializer);
                    }
                };
            }
        }, ClassReader.SKIP_FRAMES);
    }

    /** Declares the fields and sets each from the class data: {@code lookup (dup "_" type index classDataAt checkcast putstatic)* pop}. */
    private void setFields(MethodVisitor code) {
        if (fields.isEmpty()) {
            return;
        }
        code.visitMethodInsn(INVOKESTATIC, "java/lang/invoke/MethodHandles", "lookup", "()L" + LOOKUP + ";", false);
        for (Map.Entry<Integer, String> field : fields.entrySet()) {
            String name = FIELD_PREFIX + field.getKey();
            Type type = Type.getType(field.getValue());
            owner.writer.visitField(ACC_PRIVATE | ACC_STATIC | ACC_FINAL | ACC_SYNTHETIC, name, field.getValue(), null, null).visitEnd();
            code.visitInsn(DUP);
            code.visitLdcInsn("_");
            code.visitLdcInsn(type);
            code.visitLdcInsn(field.getKey());
            code.visitMethodInsn(INVOKESTATIC, "java/lang/invoke/MethodHandles", "classDataAt", CLASS_DATA_AT, false);
            code.visitTypeInsn(CHECKCAST, type.getInternalName());
            code.visitFieldInsn(PUTSTATIC, owner.self.internalName(), name, field.getValue());
        }
        code.visitInsn(POP);
    }
}
