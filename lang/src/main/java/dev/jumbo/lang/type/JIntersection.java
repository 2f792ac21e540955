package dev.jumbo.lang.type;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * An intersection type {@code Number & Comparable<…> & Constable} as a least upper bound makes it
 * ({@link LeastUpperBound}): the type of {@code List.of(1, 2.5).get(0)}. Its members are those of all its
 * bounds; the JVM sees its erasure, the first bound (the class, if one), and a call of a member of another
 * bound casts the receiver to that bound ({@link #memberOwner}), as javac does. Bounds are erased.
 */
public final class JIntersection extends JClass {
    private final List<JClass> bounds;

    /** {@code bounds}: at least two, the class (if any) first, then interfaces. */
    JIntersection(List<JClass> bounds) {
        this.bounds = List.copyOf(bounds);
    }

    public List<JClass> bounds() {
        return bounds;
    }

    /** The first bound: what the JVM sees. */
    public JClass erasure() {
        return bounds.get(0);
    }

    /** The bound that has the members of {@code declaring} (the erasure for Object's), for the invoke instruction. */
    public JClass memberOwner(JClass declaring) {
        for (JClass bound : bounds) {
            if (Types.isSubclass(bound, declaring)) {
                return bound;
            }
        }
        return erasure();
    }

    @Override
    public String internalName() {
        return erasure().internalName();
    }

    @Override
    public JClass superclass() {
        return erasure().isInterface() ? Types.OBJECT : erasure();
    }

    @Override
    public List<JClass> interfaces() {
        List<JClass> result = new ArrayList<>();
        for (JClass bound : bounds) {
            if (bound.isInterface()) {
                result.add(bound);
            }
        }
        return result;
    }

    @Override
    public boolean isInterface() {
        return false;
    }

    @Override
    public int modifiers() {
        return Modifier.PUBLIC | Modifier.ABSTRACT;
    }

    @Override
    public List<FieldRef> declaredFields() {
        return List.of();
    }

    @Override
    public List<MethodRef> declaredMethods() {
        return List.of();
    }

    @Override
    public JClass outer() {
        return null;
    }

    @Override
    public boolean isGenerated() {
        return false;
    }

    @Override
    public String javaName() {
        List<String> names = new ArrayList<>();
        for (JClass bound : bounds) {
            names.add(bound.javaName());
        }
        return String.join(" & ", names);
    }
}
