package dev.jumbo.bench.generation;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The benchmarked classes written directly with ASM, as an expert would by hand: the
 * baseline that a run-time code generator cannot beat by much.
 */
public final class AsmClasses implements Opcodes {
    private static final String DATA_OUTPUT = "java/io/DataOutput";
    private static final String NODE = Type.getInternalName(Node.class);

    private AsmClasses() {
    }

    public static byte[] of(ClassShape shape, String internalName) {
        return switch (shape) {
            case NODE_MARSHALLER -> nodeMarshaller(internalName);
            case FIFTY_FIELDS -> fiftyFields(internalName);
            case HELD_OUT_MARSHALLER -> heldOutMarshaller(internalName);
        };
    }

    static byte[] heldOutMarshaller(String internalName) {
        String entry = Type.getInternalName(Inventory.Entry.class);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES);
        MethodVisitor write = startMarshaller(writer, internalName, entry);
        Label absent = new Label();
        Label done = new Label();
        write.visitVarInsn(ALOAD, 3);
        write.visitFieldInsn(GETFIELD, entry, "present", "Z");
        write.visitJumpInsn(IFEQ, absent);
        write.visitVarInsn(ALOAD, 1);
        write.visitVarInsn(ALOAD, 3);
        write.visitFieldInsn(GETFIELD, entry, "count", "I");
        write.visitMethodInsn(INVOKEINTERFACE, DATA_OUTPUT, "writeInt", "(I)V", true);
        write.visitVarInsn(ALOAD, 1);
        write.visitVarInsn(ALOAD, 3);
        write.visitFieldInsn(GETFIELD, entry, "stamp", "J");
        write.visitMethodInsn(INVOKEINTERFACE, DATA_OUTPUT, "writeLong", "(J)V", true);
        write.visitJumpInsn(GOTO, done);
        write.visitLabel(absent);
        writeByte(write, 0x70);
        write.visitLabel(done);
        write.visitInsn(RETURN);
        write.visitMaxs(0, 0);
        write.visitEnd();

        writer.visitEnd();
        return writer.toByteArray();
    }

    static byte[] nodeMarshaller(String internalName) {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES);
        MethodVisitor write = startMarshaller(writer, internalName, NODE);
        write.visitVarInsn(ALOAD, 1);
        write.visitVarInsn(ALOAD, 3);
        write.visitFieldInsn(GETFIELD, NODE, "data", "I");
        write.visitMethodInsn(INVOKEINTERFACE, DATA_OUTPUT, "writeInt", "(I)V", true);
        write.visitVarInsn(ALOAD, 3);
        write.visitFieldInsn(GETFIELD, NODE, "next", "L" + NODE + ";");
        write.visitVarInsn(ASTORE, 4);
        Label present = new Label();
        Label done = new Label();
        write.visitVarInsn(ALOAD, 4);
        write.visitJumpInsn(IFNONNULL, present);
        writeByte(write, 0x70);
        write.visitJumpInsn(GOTO, done);
        write.visitLabel(present);
        write.visitVarInsn(ALOAD, 0);
        write.visitVarInsn(ALOAD, 1);
        write.visitVarInsn(ALOAD, 4);
        write.visitMethodInsn(INVOKEVIRTUAL, internalName, "write", "(Ljava/io/DataOutput;Ljava/lang/Object;)V", false);
        write.visitLabel(done);
        write.visitInsn(RETURN);
        write.visitMaxs(0, 0);
        write.visitEnd();

        writer.visitEnd();
        return writer.toByteArray();
    }

    static byte[] fiftyFields(String internalName) {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES);
        writer.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, internalName, null, "java/lang/Object",
                new String[] {Type.getInternalName(FieldWriter.class)});
        for (FiftyFieldLayout.FieldSpec field : FiftyFieldLayout.fields()) {
            writer.visitField(ACC_PRIVATE, field.name(), field.descriptor(), null, null).visitEnd();
        }

        MethodVisitor constructor = writer.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        constructor.visitCode();
        constructor.visitVarInsn(ALOAD, 0);
        constructor.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        for (FiftyFieldLayout.FieldSpec field : FiftyFieldLayout.fields()) {
            constructor.visitVarInsn(ALOAD, 0);
            pushConstant(constructor, field.constant());
            constructor.visitFieldInsn(PUTFIELD, internalName, field.name(), field.descriptor());
        }
        constructor.visitInsn(RETURN);
        constructor.visitMaxs(0, 0);
        constructor.visitEnd();

        MethodVisitor write = writer.visitMethod(ACC_PUBLIC, "write", "(Ljava/io/DataOutput;)V",
                null, new String[] {"java/io/IOException"});
        write.visitCode();
        for (FiftyFieldLayout.FieldSpec field : FiftyFieldLayout.fields()) {
            write.visitVarInsn(ALOAD, 1);
            write.visitVarInsn(ALOAD, 0);
            write.visitFieldInsn(GETFIELD, internalName, field.name(), field.descriptor());
            String parameter = field.javaType().equals("boolean") ? "Z"
                    : field.javaType().equals("String") ? "Ljava/lang/String;" : field.descriptor();
            write.visitMethodInsn(INVOKEINTERFACE, DATA_OUTPUT, field.writeMethod(), "(" + parameter + ")V", true);
        }
        write.visitInsn(RETURN);
        write.visitMaxs(0, 0);
        write.visitEnd();

        writer.visitEnd();
        return writer.toByteArray();
    }

    /**
     * What both marshallers start with: the class implementing {@link GeneratedMarshaller}, its
     * {@code classHandle} field, constructor and {@code init}, then {@code write}'s cast of the
     * object to {@code objectType} (into local 3), TC_OBJECT, TC_REFERENCE and the class handle.
     * Returns {@code write}, for the caller to go on with.
     */
    private static MethodVisitor startMarshaller(ClassWriter writer, String internalName, String objectType) {
        writer.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, internalName, null, "java/lang/Object",
                new String[] {Type.getInternalName(GeneratedMarshaller.class)});
        writer.visitField(ACC_PRIVATE, "classHandle", "I", null, null).visitEnd();
        defaultConstructor(writer);

        MethodVisitor init = writer.visitMethod(ACC_PUBLIC, "init", "(I)V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        init.visitVarInsn(ILOAD, 1);
        init.visitFieldInsn(PUTFIELD, internalName, "classHandle", "I");
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();

        MethodVisitor write = writer.visitMethod(ACC_PUBLIC, "write", "(Ljava/io/DataOutput;Ljava/lang/Object;)V",
                null, new String[] {"java/io/IOException"});
        write.visitCode();
        write.visitVarInsn(ALOAD, 2);
        write.visitTypeInsn(CHECKCAST, objectType);
        write.visitVarInsn(ASTORE, 3);
        writeByte(write, 0x73);
        writeByte(write, 0x71);
        write.visitVarInsn(ALOAD, 1);
        write.visitLdcInsn(0x7e0000);
        write.visitVarInsn(ALOAD, 0);
        write.visitFieldInsn(GETFIELD, internalName, "classHandle", "I");
        write.visitInsn(IADD);
        write.visitMethodInsn(INVOKEINTERFACE, DATA_OUTPUT, "writeInt", "(I)V", true);
        return write;
    }

    private static void defaultConstructor(ClassWriter writer) {
        MethodVisitor constructor = writer.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        constructor.visitCode();
        constructor.visitVarInsn(ALOAD, 0);
        constructor.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        constructor.visitInsn(RETURN);
        constructor.visitMaxs(0, 0);
        constructor.visitEnd();
    }

    private static void writeByte(MethodVisitor method, int value) {
        method.visitVarInsn(ALOAD, 1);
        method.visitIntInsn(SIPUSH, value);
        method.visitMethodInsn(INVOKEINTERFACE, DATA_OUTPUT, "writeByte", "(I)V", true);
    }

    /** Pushes a constant with the shortest instruction, as javac does. */
    private static void pushConstant(MethodVisitor method, Object constant) {
        if (constant instanceof Integer value) {
            if (value >= -1 && value <= 5) {
                method.visitInsn(ICONST_0 + value);
            } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
                method.visitIntInsn(BIPUSH, value);
            } else {
                method.visitLdcInsn(value);
            }
        } else if (constant instanceof Boolean value) {
            method.visitInsn(value ? ICONST_1 : ICONST_0);
        } else if (constant instanceof Long value && (value == 0L || value == 1L)) {
            method.visitInsn(LCONST_0 + value.intValue());
        } else {
            method.visitLdcInsn(constant);
        }
    }
}
