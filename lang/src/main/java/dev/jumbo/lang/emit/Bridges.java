package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.type.UnitClass;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.MethodVisitor;

import static org.objectweb.asm.Opcodes.*;

/**
 * Bridge methods, as javac emits them: when a declared method overrides an inherited one whose
 * erasure differs ({@code Integer next()} for {@code Iterator<Integer>}'s {@code Object next()},
 * {@code compareTo(Key)} for {@code Comparable<Key>}), a synthetic method with the inherited
 * descriptor casts its arguments and calls the declared one. Without it the JVM would find no
 * implementation. Parameters that differ are bridged only for abstract inherited methods (a
 * concrete one with other parameters may be an overload); covariant returns always.
 */
final class Bridges {
    private Bridges() {
    }

    /** Emits the bridges of {@code c}'s class, a class, not an interface; {@code supertypes} as {@link JClass#hierarchy()} without it. */
    static void emit(ClassEmitter c, List<JClass> supertypes) {
        UnitClass self = c.self;
        // Only an inherited method named like a declared one can need a bridge: the others are skipped
        // before any descriptor is compared (most classes override nothing with another erasure).
        Set<String> names = new HashSet<>();
        for (MethodRef method : self.declaredMethods()) {
            if (!method.isStatic() && !method.isConstructor()) {
                names.add(method.name());
            }
        }
        if (names.isEmpty()) {
            return;
        }
        List<MethodRef> bridged = null;
        for (int i = 0; i < supertypes.size(); i++) {
            for (MethodRef inherited : supertypes.get(i).declaredMethods()) {
                if (!names.contains(inherited.name()) || inherited.isStatic() || inherited.isConstructor()
                        || Modifier.isPrivate(inherited.modifiers()) || declares(self.declaredMethods(), inherited)
                        || bridged != null && declares(bridged, inherited)) {
                    continue;
                }
                for (MethodRef declared : self.declaredMethods()) {
                    if (overridesWithOtherErasure(declared, inherited)) {
                        bridge(c, declared, inherited);
                        if (bridged == null) {
                            bridged = new ArrayList<>();
                        }
                        bridged.add(inherited);
                        break;
                    }
                }
            }
        }
    }

    /** Whether one of {@code methods} has {@code method}'s name and descriptor: the class has it already. */
    private static boolean declares(List<MethodRef> methods, MethodRef method) {
        for (int i = 0; i < methods.size(); i++) {
            MethodRef candidate = methods.get(i);
            if (candidate.name().equals(method.name()) && candidate.descriptor().equals(method.descriptor())) {
                return true;
            }
        }
        return false;
    }

    static boolean overridesWithOtherErasure(MethodRef declared, MethodRef inherited) {
        if (declared.isStatic() || !declared.name().equals(inherited.name())
                || declared.parameters().size() != inherited.parameters().size()) {
            return false;
        }
        boolean sameParameters = declared.parameterDescriptor().equals(inherited.parameterDescriptor());
        if (!sameParameters && !inherited.isAbstract()) {
            return false;
        }
        for (int i = 0; i < declared.parameters().size(); i++) {
            JType mine = declared.parameters().get(i);
            JType theirs = inherited.parameters().get(i);
            if (mine.isPrimitive() || theirs.isPrimitive() ? !mine.equals(theirs)
                    : !Types.isReferenceAssignable(mine, theirs)) {
                return false;
            }
        }
        JType mine = declared.returnType();
        JType theirs = inherited.returnType();
        boolean returns = mine.isPrimitive() || theirs.isPrimitive() ? mine.equals(theirs)
                : Types.isReferenceAssignable(mine, theirs);
        return returns && !declared.descriptor().equals(inherited.descriptor());
    }

    private static void bridge(ClassEmitter c, MethodRef declared, MethodRef inherited) {
        int access = (inherited.modifiers() & (ACC_PUBLIC | ACC_PROTECTED)) | ACC_SYNTHETIC | ACC_BRIDGE;
        MethodVisitor visitor = c.writer.visitMethod(access, inherited.name(), inherited.descriptor(), null, null);
        visitor.visitCode();
        visitor.visitVarInsn(ALOAD, 0);
        int slot = 1;
        for (int i = 0; i < inherited.parameters().size(); i++) {
            JType from = inherited.parameters().get(i);
            JType to = declared.parameters().get(i);
            visitor.visitVarInsn(Assembler.opcode(from, ILOAD), slot);
            if (!from.equals(to)) {
                visitor.visitTypeInsn(CHECKCAST, to instanceof dev.jumbo.lang.type.JArray ? to.descriptor()
                        : to.internalName());
            }
            slot += Assembler.size(from);
        }
        visitor.visitMethodInsn(INVOKEVIRTUAL, c.self.internalName(), declared.name(), declared.descriptor(), false);
        JType returnType = inherited.returnType();
        visitor.visitInsn(returnType == JPrimitive.VOID ? RETURN : Assembler.opcode(returnType, IRETURN));
        visitor.visitMaxs(0, 0);
        visitor.visitEnd();
    }
}
