package dev.jumbo.bench.marshal;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Counts the distinct objects reachable from a workload's roots, by class, as the stream
 * protocol sees them (serializable fields only). JDK collections are entered through their
 * elements; other JDK classes are counted but not entered.
 */
public final class ObjectCensus {
    private final Map<Class<?>, Integer> instancesByClass;

    private ObjectCensus(Map<Class<?>, Integer> instancesByClass) {
        this.instancesByClass = instancesByClass;
    }

    public static ObjectCensus of(Object... roots) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Map<Class<?>, Integer> counts = new LinkedHashMap<>();
        Deque<Object> pending = new ArrayDeque<>();
        for (Object root : roots) {
            if (root != null) {
                pending.push(root);
            }
        }
        while (!pending.isEmpty()) {
            Object object = pending.pop();
            if (!seen.add(object)) {
                continue;
            }
            counts.merge(object.getClass(), 1, Integer::sum);
            for (Object child : children(object)) {
                if (child != null) {
                    pending.push(child);
                }
            }
        }
        return new ObjectCensus(counts);
    }

    /** Every object, arrays and strings included. */
    public int objects() {
        return instancesByClass.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** Objects that are neither arrays nor strings. */
    public int plainObjects() {
        return instancesByClass.entrySet().stream()
                .filter(entry -> isPlain(entry.getKey()))
                .mapToInt(Map.Entry::getValue).sum();
    }

    /** Distinct classes of plain objects (not arrays, not strings). */
    public int plainClasses() {
        return (int) instancesByClass.keySet().stream().filter(ObjectCensus::isPlain).count();
    }

    /** Distinct plain classes with more than {@code instances} instances. */
    public int plainClassesAbove(int instances) {
        return (int) instancesByClass.entrySet().stream()
                .filter(entry -> isPlain(entry.getKey()) && entry.getValue() > instances).count();
    }

    public Map<Class<?>, Integer> instancesByClass() {
        return Collections.unmodifiableMap(instancesByClass);
    }

    private static boolean isPlain(Class<?> type) {
        return !type.isArray() && type != String.class;
    }

    private static List<Object> children(Object object) {
        List<Object> children = new ArrayList<>();
        Class<?> type = object.getClass();
        if (type.isArray()) {
            if (!type.getComponentType().isPrimitive()) {
                for (int index = 0; index < Array.getLength(object); index++) {
                    children.add(Array.get(object, index));
                }
            }
            return children;
        }
        if (object instanceof Collection<?> collection) {
            children.addAll(collection);
            return children;
        }
        if (object instanceof Map<?, ?> map) {
            children.addAll(map.keySet());
            children.addAll(map.values());
            return children;
        }
        if (type.getName().startsWith("java.")) {
            return children;
        }
        for (Class<?> level = type; level != null && !level.getName().startsWith("java."); level = level.getSuperclass()) {
            for (Field field : level.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (Modifier.isStatic(modifiers) || Modifier.isTransient(modifiers) || field.getType().isPrimitive()) {
                    continue;
                }
                field.setAccessible(true);
                try {
                    children.add(field.get(object));
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException("cannot read " + field, e);
                }
            }
        }
        return children;
    }
}
