package dev.jumbo.lang.emit;

import dev.jumbo.lang.type.Generics;
import dev.jumbo.lang.type.JArray;
import dev.jumbo.lang.type.JClass;
import dev.jumbo.lang.type.JType;
import dev.jumbo.lang.type.Types;
import java.lang.reflect.Modifier;

/** Access control (JLS 6.6) as the JVM enforces it for the class being generated. */
final class Access {
    private Access() {
    }

    /** Whether code in {@code from} may use a member of {@code owner} with {@code modifiers} through {@code receiver}. */
    static boolean allowed(ClassEmitter from, JClass owner, int modifiers, JType receiver) {
        if (Modifier.isPublic(modifiers)) {
            // A public member inherited from a non-public class is reached through the accessible subclass
            // (StringBuilder.setLength, declared by the package-private AbstractStringBuilder).
            return isClassAccessible(from, owner) || receiver instanceof JClass r && isClassAccessible(from, r);
        }
        if (owner.isGenerated() || from.unit.isNestmate(owner)) {
            return !Modifier.isPrivate(modifiers) || owner.isGenerated() || from.unit.isNestmate(owner);
        }
        if (Modifier.isPrivate(modifiers)) {
            return false;
        }
        if (from.unit.samePackage(owner)) {
            return true;
        }
        if (Modifier.isProtected(modifiers) && Types.isSubclass(from.self, owner)) {
            return Modifier.isStatic(modifiers) || receiver == null
                    || (receiver instanceof JClass r && Types.isSubclass(r, from.self));
        }
        return false;
    }

    /**
     * Whether an anonymous class created in {@code from} may call the superclass constructor with {@code modifiers}:
     * its implicit {@code super(...)} is in a subclass, where a protected constructor is accessible from any package
     * (JLS 6.6.2.2), as {@code new AbstractList<T>() {...}} needs.
     */
    static boolean allowedToAnonymousSubclass(ClassEmitter from, JClass owner, int modifiers) {
        return Modifier.isProtected(modifiers) || allowed(from, owner, modifiers, null);
    }

    /** Whether the generated class may name {@code type}: an array by its element type; primitives always. */
    static boolean isTypeAccessible(ClassEmitter from, JType type) {
        JType element = Generics.erasure(type);
        while (element instanceof JArray array) {
            element = array.element();
        }
        return !(element instanceof JClass c) || isClassAccessible(from, c);
    }

    /** Whether a loaded class may be named by the generated class. */
    static boolean isClassAccessible(ClassEmitter from, JClass type) {
        if (type.isGenerated() || Modifier.isPublic(type.modifiers()) || from.unit.samePackage(type)
                || from.unit.isNestmate(type)) {
            return true;
        }
        return false;
    }
}
