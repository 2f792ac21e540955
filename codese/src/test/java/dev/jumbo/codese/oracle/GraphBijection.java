package dev.jumbo.codese.oracle;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Whether two restored graphs are one graph: walks both in parallel and keeps an identity
 * bijection between their objects, so that an object shared in one is shared in the other, a
 * cycle stays a cycle and two objects never stand for one. It compares what a restore decides:
 * <ul>
 *   <li>our classes by every instance field, transient ones included (a readObject rebuilds them:
 *       a hash table's size and chains are compared, not only its contents);</li>
 *   <li>the JDK's maps and collections by their entries or elements in iteration order (a table
 *       of another size iterates in another order), the JDK's other serializable classes with
 *       {@code equals}, the others (a reference queue a readObject made) by their class;</li>
 *   <li>arrays element by element, proxies by their handlers, enum constants and classes by identity.</li>
 * </ul>
 * The bijection lasts across {@link #check} calls: the roots of one stream are one graph.
 */
public final class GraphBijection {
    private final Map<Object, Object> forward = new IdentityHashMap<>();
    private final Map<Object, Object> backward = new IdentityHashMap<>();
    private final Deque<Pair> pending = new ArrayDeque<>();

    private record Pair(Object expected, Object actual, String path) {
    }

    /** Compares {@code actual} with {@code expected} (the JDK's), within the bijection built so far. */
    public void check(Object expected, Object actual, String path) {
        pending.push(new Pair(expected, actual, path));
        while (!pending.isEmpty()) {
            Pair pair = pending.pop();
            compare(pair.expected(), pair.actual(), pair.path());
        }
    }

    /** How many objects the bijection pairs. */
    public int size() {
        return forward.size();
    }

    private void compare(Object expected, Object actual, String path) {
        if (expected == null || actual == null) {
            if (expected != actual) {
                fail(path, "expected " + describe(expected) + " but restored " + describe(actual));
            }
            return;
        }
        Object paired = forward.get(expected);
        if (paired != null) {
            if (paired != actual) {
                fail(path, "one " + describe(expected) + " was restored as two objects");
            }
            return;
        }
        if (backward.containsKey(actual)) {
            fail(path, "two objects were restored as one " + describe(actual));
        }
        forward.put(expected, actual);
        backward.put(actual, expected);
        Class<?> type = expected.getClass();
        if (type.isHidden() || actual.getClass().isHidden()) {
            if (!type.isHidden() || !actual.getClass().isHidden()) {
                fail(path, "expected " + describe(expected) + " but restored " + describe(actual));
            }
            return;
        }
        if (type != actual.getClass()) {
            fail(path, "expected " + describe(expected) + " but restored " + describe(actual));
        }
        if (expected instanceof Class<?> || expected instanceof Enum<?>) {
            if (expected != actual) {
                fail(path, "expected " + expected + " but restored another " + actual);
            }
        } else if (type.isArray()) {
            compareArrays(expected, actual, path);
        } else if (Proxy.isProxyClass(type)) {
            push(Proxy.getInvocationHandler(expected), Proxy.getInvocationHandler(actual), path + ".handler");
        } else if (isJdkClass(type)) {
            compareJdkObjects(expected, actual, path);
        } else {
            compareFields(expected, actual, path);
        }
    }

    private void compareArrays(Object expected, Object actual, String path) {
        int length = Array.getLength(expected);
        if (length != Array.getLength(actual)) {
            fail(path, "array lengths differ: " + length + " / " + Array.getLength(actual));
        }
        List<Pair> pairs = new ArrayList<>();
        boolean primitive = expected.getClass().getComponentType().isPrimitive();
        for (int i = 0; i < length; i++) {
            Object expectedElement = Array.get(expected, i);
            Object actualElement = Array.get(actual, i);
            if (!primitive) {
                pairs.add(new Pair(expectedElement, actualElement, path + "[" + i + "]"));
            } else if (!expectedElement.equals(actualElement)) {
                fail(path + "[" + i + "]", "expected " + expectedElement + " but restored " + actualElement);
            }
        }
        pushAll(pairs);
    }

    /** Maps and collections in iteration order (which a table's size decides), other JDK classes by equals. */
    private void compareJdkObjects(Object expected, Object actual, String path) {
        if (expected instanceof Map<?, ?> expectedMap) {
            Map<?, ?> actualMap = (Map<?, ?>) actual;
            if (expectedMap.size() != actualMap.size()) {
                fail(path, "sizes differ: " + expectedMap.size() + " / " + actualMap.size());
            }
            List<Pair> pairs = new ArrayList<>();
            Iterator<? extends Map.Entry<?, ?>> actualEntries = actualMap.entrySet().iterator();
            int index = 0;
            for (Map.Entry<?, ?> entry : expectedMap.entrySet()) {
                Map.Entry<?, ?> actualEntry = actualEntries.next();
                pairs.add(new Pair(entry.getKey(), actualEntry.getKey(), path + ".key#" + index));
                pairs.add(new Pair(entry.getValue(), actualEntry.getValue(), path + ".value#" + index));
                index++;
            }
            pushAll(pairs);
        } else if (expected instanceof Collection<?> expectedCollection) {
            Collection<?> actualCollection = (Collection<?>) actual;
            if (expectedCollection.size() != actualCollection.size()) {
                fail(path, "sizes differ: " + expectedCollection.size() + " / " + actualCollection.size());
            }
            List<Pair> pairs = new ArrayList<>();
            Iterator<?> actualElements = actualCollection.iterator();
            int index = 0;
            for (Object element : expectedCollection) {
                pairs.add(new Pair(element, actualElements.next(), path + "#" + index++));
            }
            pushAll(pairs);
        } else if (expected instanceof Throwable throwable) {
            if (!Objects.equals(throwable.getMessage(), ((Throwable) actual).getMessage())) {
                fail(path, "messages differ: " + throwable.getMessage() + " / " + ((Throwable) actual).getMessage());
            }
        } else if (expected instanceof StringBuilder || expected instanceof StringBuffer) {
            if (!expected.toString().equals(actual.toString())) {
                fail(path, "expected " + expected + " but restored " + actual);
            }
        } else if (expected instanceof java.io.Serializable && !expected.equals(actual)) {
            fail(path, "expected " + expected + " but restored " + actual);
        }
    }

    /** Every instance field of our classes, transient ones too; a JDK superclass as the JDK's objects. */
    private void compareFields(Object expected, Object actual, String path) {
        List<Pair> pairs = new ArrayList<>();
        for (Class<?> type = expected.getClass(); type != null; type = type.getSuperclass()) {
            if (isJdkClass(type)) {
                if (expected instanceof Map<?, ?> || expected instanceof Collection<?>) {
                    compareJdkObjects(expected, actual, path);
                }
                break;
            }
            for (Field field : type.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers())) {
                    continue;
                }
                field.setAccessible(true);
                Object expectedValue = get(field, expected);
                Object actualValue = get(field, actual);
                String fieldPath = path + "." + field.getName();
                if (!field.getType().isPrimitive()) {
                    pairs.add(new Pair(expectedValue, actualValue, fieldPath));
                } else if (!expectedValue.equals(actualValue)) {
                    fail(fieldPath, "expected " + expectedValue + " but restored " + actualValue);
                }
            }
        }
        pushAll(pairs);
    }

    private void push(Object expected, Object actual, String path) {
        pending.push(new Pair(expected, actual, path));
    }

    /** In their order: the stack reverses it. */
    private void pushAll(List<Pair> pairs) {
        for (int i = pairs.size() - 1; i >= 0; i--) {
            pending.push(pairs.get(i));
        }
    }

    private static Object get(Field field, Object holder) {
        try {
            return field.get(holder);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static boolean isJdkClass(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        return loader == null || loader == ClassLoader.getPlatformClassLoader();
    }

    private static String describe(Object obj) {
        return obj == null ? "null" : obj.getClass().getName();
    }

    private static void fail(String path, String message) {
        throw new AssertionError("restored graph differs at " + path + ": " + message);
    }
}
