package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.FieldRef;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.tree.Member;
import dev.jumbo.lang.tree.MethodDeclaration;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

import static org.objectweb.asm.Opcodes.*;

/** What a record declaration implies: accessors and {@code toString/hashCode/equals} through ObjectMethods. */
final class RecordSupport {
    private static final Handle OBJECT_METHODS = new Handle(H_INVOKESTATIC, "java/lang/runtime/ObjectMethods", "bootstrap",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/TypeDescriptor;Ljava/lang/Class;"
            + "Ljava/lang/String;[Ljava/lang/invoke/MethodHandle;)Ljava/lang/Object;", false);

    private RecordSupport() {
    }

    static void methods(ClassEmitter c, List<MemberList.Entry<Member>> members) {
        List<String> declared = new ArrayList<>();
        for (MemberList.Entry<Member> entry : members) {
            if (entry.node() instanceof MethodDeclaration method) {
                declared.add(method.name() + "/" + method.parameters().size());
            }
        }
        String self = c.self.internalName();
        List<FieldRef> components = new ArrayList<>();
        for (FieldRef field : c.self.declaredFields()) {
            if (!field.isStatic()) {
                components.add(field);
            }
        }
        for (FieldRef field : components) {
            if (!declared.contains(field.name() + "/0")) {
                MethodVisitor accessor = c.writer.visitMethod(ACC_PUBLIC, field.name(), "()" + field.type().descriptor(),
                        null, null);
                accessor.visitCode();
                accessor.visitVarInsn(ALOAD, 0);
                accessor.visitFieldInsn(GETFIELD, self, field.name(), field.type().descriptor());
                accessor.visitInsn(Assembler.opcode(field.type(), IRETURN));
                accessor.visitMaxs(0, 0);
                accessor.visitEnd();
            }
        }
        Object[] arguments = new Object[components.size() + 2];
        arguments[0] = Type.getObjectType(self);
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < components.size(); i++) {
            FieldRef field = components.get(i);
            names.append(i > 0 ? ";" : "").append(field.name());
            arguments[i + 2] = new Handle(H_GETFIELD, self, field.name(), field.type().descriptor(), false);
        }
        arguments[1] = names.toString();
        String selfDescriptor = c.self.descriptor();
        objectMethod(c, declared, "toString", "()Ljava/lang/String;", "(" + selfDescriptor + ")Ljava/lang/String;",
                ARETURN, false, arguments);
        objectMethod(c, declared, "hashCode", "()I", "(" + selfDescriptor + ")I", IRETURN, false, arguments);
        objectMethod(c, declared, "equals", "(Ljava/lang/Object;)Z", "(" + selfDescriptor + "Ljava/lang/Object;)Z",
                IRETURN, true, arguments);
    }

    private static void objectMethod(ClassEmitter c, List<String> declared, String name, String descriptor,
                                     String indyDescriptor, int returnOpcode, boolean takesOther, Object[] arguments) {
        if (declared.contains(name + "/" + (takesOther ? 1 : 0))) {
            return;
        }
        MethodVisitor visitor = c.writer.visitMethod(ACC_PUBLIC | ACC_FINAL, name, descriptor, null, null);
        visitor.visitCode();
        visitor.visitVarInsn(ALOAD, 0);
        if (takesOther) {
            visitor.visitVarInsn(ALOAD, 1);
        }
        visitor.visitInvokeDynamicInsn(name, indyDescriptor, OBJECT_METHODS, arguments);
        visitor.visitInsn(returnOpcode);
        visitor.visitMaxs(0, 0);
        visitor.visitEnd();
    }

    static MethodRef none() {
        return null;
    }
}
