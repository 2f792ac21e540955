package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JPrimitive;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.type.UnitClass;
import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.LinkedHashSet;
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

    static void emit(ClassEmitter c) {
        UnitClass self = c.self;
        if (self.isInterface()) {
            return;
        }
        // Only an inherited method named like a declared one can need a bridge: the others are skipped
        // before any descriptor text is built (most classes override nothing with another erasure).
        Set<String> names = new HashSet<>();
        for (MethodRef method : self.declaredMethods()) {
            if (!method.isStatic() && !method.isConstructor()) {
                names.add(method.name());
            }
        }
        if (names.isEmpty()) {
            return;
        }
        Set<String> present = null;
        for (MethodRef inherited : inherited(self)) {
            if (!names.contains(inherited.name()) || inherited.isStatic() || inherited.isConstructor()
                    || Modifier.isPrivate(inherited.modifiers())) {
                continue;
            }
            if (present == null) {
                present = new HashSet<>();
                for (MethodRef method : self.declaredMethods()) {
                    present.add(method.name() + method.descriptor());
                }
            }
            if (present.contains(inherited.name() + inherited.descriptor())) {
                continue;
            }
            for (MethodRef declared : self.declaredMethods()) {
                if (overridesWithOtherErasure(declared, inherited)) {
                    bridge(c, declared, inherited);
                    present.add(inherited.name() + inherited.descriptor());
                    break;
                }
            }
        }
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
            visitor.visitVarInsn(MethodEmitter.opcode(from, ILOAD), slot);
            if (!from.equals(to)) {
                visitor.visitTypeInsn(CHECKCAST, to instanceof dev.jumbo.lang.type.JArray ? to.descriptor()
                        : to.internalName());
            }
            slot += MethodEmitter.size(from);
        }
        visitor.visitMethodInsn(INVOKEVIRTUAL, c.self.internalName(), declared.name(), declared.descriptor(), false);
        JType returnType = inherited.returnType();
        visitor.visitInsn(returnType == JPrimitive.VOID ? RETURN : MethodEmitter.opcode(returnType, IRETURN));
        visitor.visitMaxs(0, 0);
        visitor.visitEnd();
    }

    /** The methods of every supertype, nearest first. */
    private static List<MethodRef> inherited(UnitClass self) {
        List<MethodRef> result = new java.util.ArrayList<>();
        for (JClass type : supertypes(self)) {
            result.addAll(type.declaredMethods());
        }
        return result;
    }

    /** Every superclass and superinterface of {@code self}, nearest first (Object only when declared). */
    static Set<JClass> supertypes(UnitClass self) {
        Set<JClass> supertypes = new LinkedHashSet<>();
        collect(self.superclass(), supertypes);
        for (JClass i : self.interfaces()) {
            collect(i, supertypes);
        }
        return supertypes;
    }

    private static void collect(JClass type, Set<JClass> into) {
        if (type == null || !into.add(type)) {
            return;
        }
        collect(type.superclass(), into);
        for (JClass i : type.interfaces()) {
            collect(i, into);
        }
    }
}
