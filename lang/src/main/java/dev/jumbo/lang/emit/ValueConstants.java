package dev.jumbo.lang.emit;

import java.util.LinkedHashMap;
import java.util.Map;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

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
 * marshaller). The static initializer is therefore held ({@link #staticInitializer}) until
 * {@link #finish}, when every method of the class has named the constants it reads.
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
    /** The static initializer of a class whose constants are fields, held until {@link #finish}; else null. */
    private MethodNode heldInitializer;

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

    /** Where the class's static initializer is emitted: the class file, or a method held for {@link #finish}. */
    MethodVisitor staticInitializer() {
        if (!inFields()) {
            return owner.writer.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
        }
        heldInitializer = new MethodNode(ASM9, ACC_STATIC, "<clinit>", "()V", null, null);
        return heldInitializer;
    }

    /**
     * Once every method is emitted: the constants' fields, and the static initializer that sets
     * them before anything else (it is made when the class had none).
     */
    void finish() {
        if (!inFields()) {
            return;
        }
        MethodNode initializer = heldInitializer;
        if (!fields.isEmpty()) {
            if (initializer == null) {
                initializer = new MethodNode(ASM9, ACC_STATIC, "<clinit>", "()V", null, null);
                initializer.instructions.add(new InsnNode(RETURN));
            }
            initializer.instructions.insert(settingFields());
        }
        if (initializer != null) {
            initializer.accept(owner.writer);
        }
    }

    /** Declares the fields and sets each from the class data: {@code lookup (dup "_" type index classDataAt checkcast putstatic)* pop}. */
    private InsnList settingFields() {
        InsnList setting = new InsnList();
        setting.add(new MethodInsnNode(INVOKESTATIC, "java/lang/invoke/MethodHandles", "lookup", "()L" + LOOKUP + ";", false));
        for (Map.Entry<Integer, String> field : fields.entrySet()) {
            String name = FIELD_PREFIX + field.getKey();
            Type type = Type.getType(field.getValue());
            owner.writer.visitField(ACC_PRIVATE | ACC_STATIC | ACC_FINAL | ACC_SYNTHETIC, name, field.getValue(), null, null).visitEnd();
            setting.add(new InsnNode(DUP));
            setting.add(new LdcInsnNode("_"));
            setting.add(new LdcInsnNode(type));
            setting.add(new LdcInsnNode(field.getKey()));
            setting.add(new MethodInsnNode(INVOKESTATIC, "java/lang/invoke/MethodHandles", "classDataAt", CLASS_DATA_AT, false));
            setting.add(new TypeInsnNode(CHECKCAST, type.getInternalName()));
            setting.add(new FieldInsnNode(PUTSTATIC, owner.self.internalName(), name, field.getValue()));
        }
        setting.add(new InsnNode(POP));
        return setting;
    }
}
