package dev.jumbo.spark;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.HashMap;
import java.util.Map;

/**
 * How a Spark deserialization stream finds the local class of a class descriptor: by name in
 * one class loader (the serializer's default loader, or the one a caller passes), as Spark's
 * {@code JavaDeserializationStream} does, instead of {@code ObjectInputStream}'s "latest user
 * defined loader" on the stack, which in an executor is not the loader of the application's
 * jars.
 *
 * <p>The names of the primitive types are no classes a loader can find; a descriptor names one
 * for a {@code Class} object such as {@code int.class}, so they are resolved by a table, after
 * the loader fails, as Spark does ({@code void} included). A proxy class is made in the same
 * loader from its interfaces, each found there.
 */
final class LoaderResolution {
    private static final Map<String, Class<?>> PRIMITIVES = Map.of(
            "boolean", boolean.class, "byte", byte.class, "char", char.class, "short", short.class,
            "int", int.class, "long", long.class, "float", float.class, "double", double.class,
            "void", void.class);

    /** Makes a proxy only to learn its class; never called. */
    private static final InvocationHandler NO_CALLS = (proxy, method, arguments) -> {
        throw new UnsupportedOperationException("a proxy made only to find its class");
    };

    /** Names kept at most: a stream naming classes without end cannot grow the map further. */
    private static final int RESOLVED_LIMIT = 4096;

    private final ClassLoader loader;
    /**
     * The classes the loader returned, by name: once a loader has returned a class for a name,
     * the JVM records it as an initiating loader of that class and answers every later
     * {@code Class.forName} of the name in that loader with the same class, so a found class is
     * kept (a missing one is asked again). One serializer instance, and so one thread, uses it.
     */
    private final Map<String, Class<?>> resolved = new HashMap<>();

    LoaderResolution(ClassLoader loader) {
        this.loader = loader;
    }

    ClassLoader loader() {
        return loader;
    }

    Class<?> resolveClass(String name) throws ClassNotFoundException {
        Class<?> known = resolved.get(name);
        if (known != null) {
            return known;
        }
        try {
            Class<?> found = Class.forName(name, false, loader);
            if (resolved.size() < RESOLVED_LIMIT) {
                resolved.put(name, found);
            }
            return found;
        } catch (ClassNotFoundException notFound) {
            Class<?> primitive = PRIMITIVES.get(name);
            if (primitive == null) {
                throw notFound;
            }
            return primitive;
        }
    }

    /** The proxy class of these interfaces in the loader; an interface the loader does not have is a {@link ClassNotFoundException}. */
    Class<?> resolveProxyClass(String[] interfaceNames) throws ClassNotFoundException {
        Class<?>[] interfaces = new Class<?>[interfaceNames.length];
        for (int i = 0; i < interfaceNames.length; i++) {
            interfaces[i] = Class.forName(interfaceNames[i], false, loader);
        }
        return Proxy.newProxyInstance(loader, interfaces, NO_CALLS).getClass();
    }
}
