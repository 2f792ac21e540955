package dev.jumbo.lang.type;

import java.util.List;

/** The subtyping and conversion rules of the JLS (chapter 5) on erased types. */
public final class Types {
    public static final JClass OBJECT = LoadedClass.classOf(Object.class);
    public static final JClass STRING = LoadedClass.classOf(String.class);
    public static final JClass CLASS = LoadedClass.classOf(Class.class);
    public static final JClass THROWABLE = LoadedClass.classOf(Throwable.class);
    public static final JClass EXCEPTION = LoadedClass.classOf(Exception.class);
    public static final JClass RUNTIME_EXCEPTION = LoadedClass.classOf(RuntimeException.class);
    public static final JClass ERROR = LoadedClass.classOf(Error.class);

    private Types() {
    }

    /**
     * A checked exception class (JLS 11.1.1): a {@code Throwable} that is neither a {@code RuntimeException}
     * nor an {@code Error}, nor one of their subclasses.
     */
    public static boolean isChecked(JType type) {
        if (type instanceof LoadedClass loaded) {
            return loaded.isCheckedException();
        }
        return type instanceof JClass c && isSubclass(c, THROWABLE) && !isSubclass(c, RUNTIME_EXCEPTION)
                && !isSubclass(c, ERROR);
    }

    /** {@code sub} is {@code sup} or inherits from it. */
    public static boolean isSubclass(JClass sub, JClass sup) {
        if (sup instanceof JIntersection intersection) {
            for (JClass bound : intersection.bounds()) {
                if (!isSubclass(sub, bound)) {
                    return false;
                }
            }
            return true;
        }
        if (sub.equals(sup) || sup.equals(OBJECT)) {
            return true;
        }
        if (sub.loaded() != null && sup.loaded() != null) {
            return sup.loaded().isAssignableFrom(sub.loaded());
        }
        if (sub.loaded() != null) {
            return false;
        }
        JClass superclass = sub.superclass();
        if (superclass != null && isSubclass(superclass, sup)) {
            return true;
        }
        for (JClass i : sub.interfaces()) {
            if (isSubclass(i, sup)) {
                return true;
            }
        }
        return false;
    }

    /** Widening reference conversion or identity (JLS 5.1.5). */
    public static boolean isReferenceAssignable(JType from, JType to) {
        if (from.equals(to)) {
            return true;
        }
        if (from.isPrimitive() || to.isPrimitive()) {
            return false;
        }
        if (from == JNull.INSTANCE) {
            return true;
        }
        if (to instanceof JClass target) {
            if (from instanceof JClass source) {
                return isSubclass(source, target);
            }
            String name = target.internalName();
            return name.equals("java/lang/Object") || name.equals("java/lang/Cloneable")
                    || name.equals("java/io/Serializable");
        }
        if (to instanceof JArray target && from instanceof JArray source) {
            if (source.element().isPrimitive() || target.element().isPrimitive()) {
                return source.element().equals(target.element());
            }
            return isReferenceAssignable(source.element(), target.element());
        }
        return false;
    }

    /** Widening primitive conversion or identity (JLS 5.1.2). */
    public static boolean isPrimitiveWidening(JPrimitive from, JPrimitive to) {
        if (from == to) {
            return true;
        }
        if (from == JPrimitive.BOOLEAN || to == JPrimitive.BOOLEAN || from == JPrimitive.VOID || to == JPrimitive.VOID) {
            return false;
        }
        if (to == JPrimitive.CHAR) {
            return false;
        }
        if (from == JPrimitive.CHAR) {
            return to.rank() >= JPrimitive.INT.rank();
        }
        if (from == JPrimitive.BYTE && to == JPrimitive.SHORT) {
            return true;
        }
        return from.rank() < to.rank() && to != JPrimitive.SHORT;
    }

    /** Strict or loose invocation conversion without boxing (JLS 5.3, phase 1). */
    public static boolean isSubtypeOrWidening(JType from, JType to) {
        if (from instanceof JPrimitive source && to instanceof JPrimitive target) {
            return isPrimitiveWidening(source, target);
        }
        return isReferenceAssignable(from, to);
    }

    /** Loose invocation conversion: also boxing and unboxing (JLS 5.3, phase 2). */
    public static boolean isLooselyConvertible(JType from, JType to) {
        if (isSubtypeOrWidening(from, to)) {
            return true;
        }
        if (from instanceof JPrimitive source && to.isReference()) {
            return source != JPrimitive.VOID && isReferenceAssignable(box(source), to);
        }
        if (from.isReference() && to instanceof JPrimitive target) {
            JPrimitive unboxed = unboxed(from);
            return unboxed != null && isPrimitiveWidening(unboxed, target);
        }
        return false;
    }

    /** The box class of a primitive. */
    public static JClass box(JPrimitive primitive) {
        return LoadedClass.classOf(primitive.boxClass());
    }

    /** The primitive a box type unboxes to, or null. */
    public static JPrimitive unboxed(JType type) {
        if (type instanceof JClass c && c.loaded() != null) {
            return JPrimitive.unboxed(c.loaded());
        }
        return null;
    }

    /** The type after unboxing, if it unboxes; else the type itself. */
    public static JType unboxedOrSelf(JType type) {
        JPrimitive unboxed = unboxed(type);
        return unboxed == null ? type : unboxed;
    }

    /** Unary numeric promotion (JLS 5.6), or null if not numeric. */
    public static JPrimitive unaryPromotion(JType type) {
        JType unboxed = unboxedOrSelf(type);
        if (!(unboxed instanceof JPrimitive p) || !p.isNumeric()) {
            return null;
        }
        return p.rank() < JPrimitive.INT.rank() ? JPrimitive.INT : p;
    }

    /** Binary numeric promotion (JLS 5.6), or null if either is not numeric. */
    public static JPrimitive binaryPromotion(JType left, JType right) {
        JPrimitive a = unaryPromotion(left);
        JPrimitive b = unaryPromotion(right);
        if (a == null || b == null) {
            return null;
        }
        return a.rank() >= b.rank() ? a : b;
    }

    /** Whether a cast from {@code from} to {@code to} is legal (JLS 5.5), on erased types. */
    public static boolean isCastable(JType from, JType to) {
        if (from instanceof JPrimitive source && to instanceof JPrimitive target) {
            if (source == JPrimitive.VOID || target == JPrimitive.VOID) {
                return false;
            }
            return source == target || (source.isNumeric() && target.isNumeric());
        }
        if (from instanceof JPrimitive source) {
            return source != JPrimitive.VOID && isReferenceAssignable(box(source), to);
        }
        if (to instanceof JPrimitive target) {
            JPrimitive unboxed = unboxed(from);
            if (unboxed != null) {
                return isPrimitiveWidening(unboxed, target);
            }
            return from instanceof JClass c && (c.equals(OBJECT) || c.internalName().equals("java/lang/Number")
                    || c.internalName().equals("java/io/Serializable") || c.internalName().equals("java/lang/Comparable"));
        }
        if (isReferenceAssignable(from, to) || isReferenceAssignable(to, from)) {
            return true;
        }
        if (from instanceof JClass a && to instanceof JClass b) {
            boolean finalA = java.lang.reflect.Modifier.isFinal(a.modifiers());
            boolean finalB = java.lang.reflect.Modifier.isFinal(b.modifiers());
            return (a.isInterface() && !finalB) || (b.isInterface() && !finalA);
        }
        if (from instanceof JArray a && to instanceof JArray b) {
            return a.element().isReference() && b.element().isReference() && isCastable(a.element(), b.element());
        }
        return false;
    }

    /** The least upper bound's erasure, good enough for conditionals: a common superclass. */
    public static JType commonSupertype(JType a, JType b) {
        if (a.equals(b) || b == JNull.INSTANCE) {
            return a;
        }
        if (a == JNull.INSTANCE) {
            return b;
        }
        if (isReferenceAssignable(a, b)) {
            return b;
        }
        if (isReferenceAssignable(b, a)) {
            return a;
        }
        if (a instanceof JClass ca && b instanceof JClass cb) {
            for (JClass c = ca.superclass(); c != null; c = c.superclass()) {
                if (isSubclass(cb, c) && !c.equals(OBJECT)) {
                    return c;
                }
            }
            for (JClass i : allInterfaces(ca)) {
                if (isSubclass(cb, i)) {
                    return i;
                }
            }
        }
        return OBJECT;
    }

    private static List<JClass> allInterfaces(JClass c) {
        java.util.LinkedHashSet<JClass> result = new java.util.LinkedHashSet<>();
        for (JClass k = c; k != null; k = k.superclass()) {
            collectInterfaces(k, result);
        }
        return List.copyOf(result);
    }

    private static void collectInterfaces(JClass c, java.util.Set<JClass> into) {
        for (JClass i : c.interfaces()) {
            if (into.add(i)) {
                collectInterfaces(i, into);
            }
        }
    }
}
