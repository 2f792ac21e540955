package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.MethodRef;
import dev.jumbo.lang.type.Types;
import dev.jumbo.lang.type.UnitClass;
import dev.jumbo.lang.tree.EnumConstant;
import dev.jumbo.lang.tree.TypeKind;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * JLS 8.1.1.1: a class that is not abstract implements every abstract method it inherits. The
 * verifier does not check this (a missing method is an {@code AbstractMethodError} at the first
 * call), so lang does, as javac does, before the class is defined.
 *
 * <p>A method is implemented by a concrete method of the same name and parameter erasure in the
 * class, its superclasses ({@code Object} included) or a default method of a superinterface, or
 * by a method of the class that overrides it with another erasure (which {@link Bridges} bridges).
 * The check errs on the side of accepting: it never rejects what javac accepts.
 */
final class AbstractMethods {
    private AbstractMethods() {
    }

    /** Checks {@code c}'s class, not an interface; {@code declared} are its supertypes as {@link JClass#hierarchy()} has them. */
    static void check(ClassEmitter c, List<JClass> declared) {
        UnitClass self = c.self;
        if (Modifier.isAbstract(self.modifiers()) || hasConstantBodies(self)) {
            return;
        }
        List<JClass> supertypes = declared;
        if (!declared.contains(Types.OBJECT)) {
            supertypes = new ArrayList<>(declared);
            supertypes.add(Types.OBJECT);
        }
        List<MethodRef> abstractMethods = new ArrayList<>();
        for (JClass type : supertypes) {
            if (!type.isInterface()) {
                addAbstract(type, abstractMethods);
            }
        }
        for (JClass type : supertypes) {
            if (type.isInterface()) {
                addAbstract(type, abstractMethods);
            }
        }
        if (abstractMethods.isEmpty()) {
            return;
        }
        Set<String> concrete = null;
        for (MethodRef method : abstractMethods) {
            if (declaresConcrete(self, method)) {
                continue;
            }
            if (concrete == null) {
                // built only when the class itself does not implement a method (most generated classes do)
                concrete = new HashSet<>();
                addConcrete(self, concrete);
                for (JClass type : supertypes) {
                    addConcrete(type, concrete);
                }
            }
            if (!concrete.contains(method.name() + method.parameterDescriptor())
                    && !overriddenWithOtherErasure(self, supertypes, method)) {
                throw c.origin.error(self.declaration().position(), "the class " + Unit.sourceName(self)
                        + " does not implement the abstract method " + method.signatureText() + " of "
                        + method.owner().javaName() + "; declare it, or make " + Unit.sourceName(self) + " abstract");
            }
        }
    }

    /** An enum whose constants have bodies: each body is a subclass, checked on its own. */
    private static boolean hasConstantBodies(UnitClass self) {
        if (self.declaration().kind() != TypeKind.ENUM) {
            return false;
        }
        for (EnumConstant constant : self.declaration().enumConstants()) {
            if (constant.body() != null) {
                return true;
            }
        }
        return false;
    }

    private static boolean declaresConcrete(UnitClass self, MethodRef inherited) {
        for (MethodRef method : self.declaredMethods()) {
            if (!method.isAbstract() && !method.isStatic() && method.name().equals(inherited.name())
                    && method.parameterDescriptor().equals(inherited.parameterDescriptor())) {
                return true;
            }
        }
        return false;
    }

    private static void addAbstract(JClass type, List<MethodRef> into) {
        for (MethodRef method : type.declaredMethods()) {
            if (method.isAbstract() && !method.isStatic() && !Modifier.isPrivate(method.modifiers())) {
                into.add(method);
            }
        }
    }

    private static void addConcrete(JClass type, Set<String> into) {
        for (MethodRef method : type.declaredMethods()) {
            if (!method.isAbstract() && !method.isStatic() && !method.isConstructor()) {
                into.add(method.name() + method.parameterDescriptor());
            }
        }
    }

    /**
     * Whether a concrete method of the class or of a superclass overrides {@code inherited} with
     * another erasure: {@code Enum.compareTo(E)} for {@code Comparable<E>.compareTo(Object)}, whose
     * bridge the library class has (bridges are not among a library class's members).
     */
    private static boolean overriddenWithOtherErasure(UnitClass self, List<JClass> supertypes, MethodRef inherited) {
        if (overriddenIn(self, inherited)) {
            return true;
        }
        for (JClass type : supertypes) {
            if (!type.isInterface() && overriddenIn(type, inherited)) {
                return true;
            }
        }
        return false;
    }

    private static boolean overriddenIn(JClass type, MethodRef inherited) {
        for (MethodRef declared : type.declaredMethods()) {
            if (!declared.isAbstract() && Bridges.overridesWithOtherErasure(declared, inherited)) {
                return true;
            }
        }
        return false;
    }
}
