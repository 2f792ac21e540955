package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.Members;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.tree.ClassDeclaration;
import dev.jumbo.lang.tree.EnumConstant;
import dev.jumbo.lang.tree.NamedType;
import dev.jumbo.lang.tree.TypeKind;
import dev.jumbo.lang.tree.TypeNode;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

import static org.objectweb.asm.Opcodes.*;

/** What an enum declaration implies: its constants, {@code $VALUES}, {@code values()} and {@code valueOf}. */
final class EnumSupport {
    static final String VALUES = "$VALUES";

    private EnumSupport() {
    }

    /** In the static initializer: creates each constant, then the values array. */
    static void constants(ClassEmitter c, MethodContext m) {
        List<EnumConstant> constants = c.self.declaration().enumConstants();
        String self = c.self.internalName();
        for (int i = 0; i < constants.size(); i++) {
            EnumConstant constant = constants.get(i);
            m.assembler.line(constant.position());
            List<Invocations.Argument> arguments = Invocations.arguments(m, constant.arguments());
            var choice = Invocations.choose(m, Members.constructors(c.self), arguments, c.self.simpleName(),
                    c.self.javaName(), constant.position());
            ExceptionScope.call(m, choice.method(), constant.position());
            Bound.Emit code = Invocations.argumentCode(m, choice, arguments);
            String created = constant.body() == null ? self : constantClass(c, m, constant, choice.method());
            m.assembler.visitTypeInsn(NEW, created);
            m.assembler.visitInsn(DUP);
            m.assembler.visitLdcInsn(constant.name());
            m.assembler.integer(i);
            code.to(m);
            m.assembler.visitMethodInsn(INVOKESPECIAL, created, "<init>",
                    "(Ljava/lang/String;I" + choice.method().descriptor().substring(1), false);
            m.assembler.visitFieldInsn(PUTSTATIC, self, constant.name(), c.self.descriptor());
        }
        m.assembler.integer(constants.size());
        m.assembler.visitTypeInsn(ANEWARRAY, self);
        for (int i = 0; i < constants.size(); i++) {
            m.assembler.visitInsn(DUP);
            m.assembler.integer(i);
            m.assembler.visitFieldInsn(GETSTATIC, self, constants.get(i).name(), c.self.descriptor());
            m.assembler.visitInsn(AASTORE);
        }
        m.assembler.visitFieldInsn(PUTSTATIC, self, VALUES, new JArray(c.self).descriptor());
    }

    /**
     * A constant with a class body is an instance of an anonymous subclass {@code E$1}, whose
     * constructor passes the name, the ordinal and the arguments to the enum's constructor.
     */
    private static String constantClass(ClassEmitter c, MethodContext m, EnumConstant constant, MethodRef constructor) {
        List<JType> parameters = new ArrayList<>(List.of(Types.STRING, JPrimitive.INT));
        parameters.addAll(constructor.parameters());
        TypeNode enumType = new NamedType(constant.position(), Unit.sourceName(c.self), false, List.of());
        ClassDeclaration body = new ClassDeclaration(constant.position(), Modifier.FINAL, TypeKind.CLASS, "",
                List.of(), enumType, List.of(), List.of(), List.of(), constant.body());
        return LocalClasses.declare(m, body, parameters).internalName();
    }

    static void methods(ClassEmitter c) {
        String self = c.self.internalName();
        String array = new JArray(c.self).descriptor();
        MethodVisitor values = c.writer.visitMethod(ACC_PUBLIC | ACC_STATIC, "values", "()" + array, null, null);
        values.visitCode();
        values.visitFieldInsn(GETSTATIC, self, VALUES, array);
        values.visitMethodInsn(INVOKEVIRTUAL, array, "clone", "()Ljava/lang/Object;", false);
        values.visitTypeInsn(CHECKCAST, array);
        values.visitInsn(ARETURN);
        values.visitMaxs(0, 0);
        values.visitEnd();
        MethodVisitor valueOf = c.writer.visitMethod(ACC_PUBLIC | ACC_STATIC, "valueOf",
                "(Ljava/lang/String;)" + c.self.descriptor(), null, null);
        valueOf.visitCode();
        valueOf.visitLdcInsn(Type.getObjectType(self));
        valueOf.visitVarInsn(ALOAD, 0);
        valueOf.visitMethodInsn(INVOKESTATIC, "java/lang/Enum", "valueOf",
                "(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;", false);
        valueOf.visitTypeInsn(CHECKCAST, self);
        valueOf.visitInsn(ARETURN);
        valueOf.visitMaxs(0, 0);
        valueOf.visitEnd();
    }
}
