package dev.jumbo.marshal.conformance;

import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.Serializable;
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
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Deep equality of a written graph and the graph read back, identity structure included: the
 * correspondence between written and read objects must be a bijection (shared objects stay
 * shared, cycles stay cycles, distinct objects stay distinct). User classes are compared field by
 * field (serializable classes' non-static, non-transient fields); JDK collections element by
 * element; other JDK classes with {@code equals}. The correspondence lasts across the steps of a
 * script until {@link #forget()} (a reset).
 */
public final class GraphIsomorphism {
    private final Map<Object, Object> writtenToRead = new IdentityHashMap<>();
    private final Map<Object, Object> readToWritten = new IdentityHashMap<>();
    private final Deque<Pair> pending = new ArrayDeque<>();

    private record Pair(Object written, Object read, String path, boolean shared) {
    }

    /** After TC_RESET the reader forgets every handle; so does the correspondence. */
    public void forget() {
        writtenToRead.clear();
        readToWritten.clear();
    }

    /** Compares; {@code shared} false for a writeUnshared root, which must not be a back-reference target. */
    public void check(Object written, Object read, boolean shared) {
        pending.push(new Pair(written, read, "root", shared));
        while (!pending.isEmpty()) {
            Pair pair = pending.pop();
            compare(pair.written, pair.read, pair.path, pair.shared);
        }
    }

    private void compare(Object written, Object read, String path, boolean shared) {
        if (written == null || read == null) {
            if (written != read) {
                fail(path, "written " + describe(written) + " but read " + describe(read));
            }
            return;
        }
        Object earlier = shared ? writtenToRead.get(written) : null;
        if (earlier != null) {
            if (earlier != read) {
                fail(path, "a shared " + written.getClass().getName() + " was read back as two objects");
            }
            return;
        }
        if (readToWritten.containsKey(read)) {
            fail(path, "two written objects were read back as one " + read.getClass().getName());
        }
        if (shared) {
            writtenToRead.put(written, read);
            readToWritten.put(read, written);
        }
        Class<?> type = written.getClass();
        if (type.isHidden() || read.getClass().isHidden()) {
            compareLambdas(written, read, path);
            return;
        }
        if (type != read.getClass()) {
            fail(path, "written " + type.getName() + " but read " + read.getClass().getName());
        }
        if (written instanceof Class<?> || written instanceof Enum<?>) {
            if (written != read) {
                fail(path, "written " + written + " but read another " + read);
            }
        } else if (type.isArray()) {
            compareArrays(written, read, path);
        } else if (Proxy.isProxyClass(type)) {
            push(Proxy.getInvocationHandler(written), Proxy.getInvocationHandler(read), path + ".handler");
        } else if (written instanceof Map<?, ?> writtenMap) {
            compareMaps(writtenMap, (Map<?, ?>) read, path);
        } else if (written instanceof Collection<?> writtenCollection) {
            compareCollections(writtenCollection, (Collection<?>) read, path);
        } else if (written instanceof Throwable throwable) {
            if (!Objects.equals(throwable.getMessage(), ((Throwable) read).getMessage())) {
                fail(path, "exception messages differ: " + throwable.getMessage() + " / " + ((Throwable) read).getMessage());
            }
        } else if (written instanceof ObjectStreamClass descriptor) {
            ObjectStreamClass readDescriptor = (ObjectStreamClass) read;
            if (!descriptor.getName().equals(readDescriptor.getName())
                    || descriptor.getSerialVersionUID() != readDescriptor.getSerialVersionUID()) {
                fail(path, "written descriptor " + descriptor + " but read " + readDescriptor);
            }
        } else if (written instanceof StringBuilder || written instanceof StringBuffer) {
            if (!written.toString().equals(read.toString())) {
                fail(path, "written " + written + " but read " + read);
            }
        } else if (isJdkClass(type)) {
            if (!written.equals(read)) {
                fail(path, "written " + written + " but read " + read);
            }
        } else {
            compareFields(written, read, path);
        }
    }

    private void compareLambdas(Object written, Object read, String path) {
        if (!read.getClass().isHidden() || !Set.of(written.getClass().getInterfaces()).equals(Set.of(read.getClass().getInterfaces()))) {
            fail(path, "a lambda was read back as " + read.getClass().getName());
        }
    }

    private void compareArrays(Object written, Object read, String path) {
        int length = Array.getLength(written);
        if (length != Array.getLength(read)) {
            fail(path, "array lengths differ: " + length + " / " + Array.getLength(read));
        }
        boolean primitive = written.getClass().getComponentType().isPrimitive();
        for (int i = length - 1; i >= 0; i--) {
            Object writtenElement = Array.get(written, i);
            Object readElement = Array.get(read, i);
            if (primitive) {
                if (!writtenElement.equals(readElement)) {
                    fail(path + "[" + i + "]", "written " + writtenElement + " but read " + readElement);
                }
            } else {
                push(writtenElement, readElement, path + "[" + i + "]");
            }
        }
    }

    private void compareCollections(Collection<?> written, Collection<?> read, String path) {
        if (written.size() != read.size()) {
            fail(path, "sizes differ: " + written.size() + " / " + read.size());
        }
        if (written instanceof Set<?> && !(written instanceof SortedSet<?>) && !(written instanceof LinkedHashSet<?>)) {
            for (Object element : written) {
                push(element, findEqual(read, element, path), path + "{" + element + "}");
            }
            return;
        }
        List<Pair> pairs = new ArrayList<>();
        Iterator<?> readElements = read.iterator();
        int index = 0;
        for (Object element : written) {
            pairs.add(new Pair(element, readElements.next(), path + "[" + index++ + "]", true));
        }
        pushAll(pairs);
    }

    private void compareMaps(Map<?, ?> written, Map<?, ?> read, String path) {
        if (written.size() != read.size()) {
            fail(path, "sizes differ: " + written.size() + " / " + read.size());
        }
        List<Pair> pairs = new ArrayList<>();
        if (written instanceof SortedMap<?, ?> || written instanceof LinkedHashMap<?, ?>) {
            Iterator<? extends Map.Entry<?, ?>> readEntries = read.entrySet().iterator();
            for (Map.Entry<?, ?> entry : written.entrySet()) {
                Map.Entry<?, ?> readEntry = readEntries.next();
                pairs.add(new Pair(entry.getKey(), readEntry.getKey(), path + ".key(" + entry.getKey() + ")", true));
                pairs.add(new Pair(entry.getValue(), readEntry.getValue(), path + ".get(" + entry.getKey() + ")", true));
            }
        } else {
            for (Map.Entry<?, ?> entry : written.entrySet()) {
                Object readKey = findEqual(read.keySet(), entry.getKey(), path);
                pairs.add(new Pair(entry.getKey(), readKey, path + ".key(" + entry.getKey() + ")", true));
                pairs.add(new Pair(entry.getValue(), read.get(readKey), path + ".get(" + entry.getKey() + ")", true));
            }
        }
        pushAll(pairs);
    }

    /** Unordered containers are matched by value, so their elements must have value equality. */
    private Object findEqual(Collection<?> candidates, Object element, String path) {
        if (element != null && !isJdkClass(element.getClass()) && !element.getClass().isRecord() && !(element instanceof Enum<?>)) {
            fail(path, "an unordered collection of " + element.getClass().getName() + " cannot be compared: use value elements");
        }
        for (Object candidate : candidates) {
            if (Objects.equals(candidate, element)) {
                return candidate;
            }
        }
        fail(path, "no element equal to " + element + " was read back");
        return null;
    }

    /** The serial fields of each serializable class that a declared field backs (transient ones only when declared serial). */
    private void compareFields(Object written, Object read, String path) {
        List<Pair> pairs = new ArrayList<>();
        for (Class<?> type = written.getClass(); type != null && Serializable.class.isAssignableFrom(type); type = type.getSuperclass()) {
            for (ObjectStreamField serialField : ObjectStreamClass.lookup(type).getFields()) {
                Field field = declaredField(type, serialField.getName());
                if (field == null || Modifier.isStatic(field.getModifiers())) {
                    continue;
                }
                field.setAccessible(true);
                Object writtenValue = get(field, written);
                Object readValue = get(field, read);
                String fieldPath = path + "." + field.getName();
                if (field.getType().isPrimitive()) {
                    if (!writtenValue.equals(readValue)) {
                        fail(fieldPath, "written " + writtenValue + " but read " + readValue);
                    }
                } else {
                    pairs.add(new Pair(writtenValue, readValue, fieldPath, true));
                }
            }
        }
        pushAll(pairs);
    }

    private static Field declaredField(Class<?> type, String name) {
        try {
            return type.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            return null;
        }
    }

    private void push(Object written, Object read, String path) {
        pending.push(new Pair(written, read, path, true));
    }

    /** Keeps the written order of comparison (the stack reverses it). */
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
        throw new AssertionError("read back differs at " + path + ": " + message);
    }
}
