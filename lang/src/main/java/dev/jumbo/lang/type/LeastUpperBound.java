package dev.jumbo.lang.type;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The least upper bound of reference types (JLS 4.10.4), erased: the minimal erased candidates among the
 * supertypes all of them share, one class or an intersection of them ({@link JIntersection}), so that
 * {@code List.of(1, 2.5)} holds {@code Number & Comparable & Constable & ConstantDesc}. The type arguments
 * javac would give the candidates ({@code Comparable<? extends Number & …>}) are not computed.
 */
public final class LeastUpperBound {
    private LeastUpperBound() {
    }

    /**
     * The least upper bound of {@code types} (primitives boxed, the null type ignored); one of them when it
     * is a supertype of the rest; null when an array is among them or none is a class.
     */
    public static JType of(List<JType> types) {
        List<JType> classes = new ArrayList<>();
        for (JType type : types) {
            JType boxed = type instanceof JPrimitive primitive && primitive != JPrimitive.VOID ? Types.box(primitive) : type;
            if (boxed == JNull.INSTANCE) {
                continue;
            }
            if (!(Generics.erasure(boxed) instanceof JClass) || boxed instanceof JIntersection) {
                return null;
            }
            classes.add(boxed);
        }
        if (classes.isEmpty()) {
            return null;
        }
        for (JType candidate : classes) {
            if (isSupertypeOfAll(Generics.erasure(candidate), classes)) {
                return candidate;
            }
        }
        List<JClass> common = new ArrayList<>();
        for (JClass supertype : supertypes((JClass) Generics.erasure(classes.get(0)))) {
            if (isSupertypeOfAll(supertype, classes)) {
                common.add(supertype);
            }
        }
        List<JClass> minimal = new ArrayList<>();
        for (JClass candidate : common) {
            boolean least = true;
            for (JClass other : common) {
                if (!other.equals(candidate) && Types.isSubclass(other, candidate)) {
                    least = false;
                    break;
                }
            }
            if (least) {
                minimal.add(candidate);
            }
        }
        if (minimal.size() > 1) {
            minimal.remove(Types.OBJECT);
        }
        if (minimal.isEmpty()) {
            return Types.OBJECT;
        }
        return minimal.size() == 1 ? minimal.get(0) : new JIntersection(classOrdered(minimal));
    }

    /** The least upper bound of two types ({@link #of(List)}). */
    public static JType of(JType a, JType b) {
        return of(List.of(a, b));
    }

    private static boolean isSupertypeOfAll(JType candidate, List<JType> types) {
        for (JType type : types) {
            if (!(candidate instanceof JClass c) || !Types.isSubclass((JClass) Generics.erasure(type), c)) {
                return false;
            }
        }
        return true;
    }

    /** {@code c} and all its erased supertypes: the superclass chain, then the interfaces breadth first. */
    private static Set<JClass> supertypes(JClass c) {
        Set<JClass> result = new LinkedHashSet<>();
        List<JClass> interfaces = new ArrayList<>();
        for (JClass k = c; k != null; k = k.superclass()) {
            result.add(raw(k));
            interfaces.addAll(k.interfaces());
        }
        for (int i = 0; i < interfaces.size(); i++) {
            if (result.add(raw(interfaces.get(i)))) {
                interfaces.addAll(interfaces.get(i).interfaces());
            }
        }
        result.add(Types.OBJECT);
        return result;
    }

    private static JClass raw(JClass c) {
        return (JClass) Generics.erasure(c);
    }

    /** The class (at most one: the candidates are minimal) first, then the interfaces in their order. */
    private static List<JClass> classOrdered(List<JClass> minimal) {
        List<JClass> result = new ArrayList<>();
        for (JClass c : minimal) {
            if (!c.isInterface()) {
                result.add(c);
            }
        }
        for (JClass c : minimal) {
            if (c.isInterface()) {
                result.add(c);
            }
        }
        return result;
    }
}
