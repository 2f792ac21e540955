package dev.jumbo.spark;

import dev.jumbo.marshal.Options;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;

/**
 * How a Spark deserialization stream finds the local class of a class descriptor: by name in
 * one class loader (the serializer's default loader, or the one a caller passes), as Spark's
 * {@code JavaDeserializationStream} does, instead of {@code ObjectInputStream}'s "latest user
 * defined loader" on the stack, which in an executor is not the loader of the application's
 * jars.
 *
 * <p>Classes are resolved by the Jumbo stream itself, in the loader its options name
 * ({@link Options#withClassLoader}): by {@code Class.forName(name, false, loader)}, then the
 * primitive types by name ({@code void} included), as Spark does, with the classes found kept
 * for the options' lifetime; the stream then has no {@code resolveClass} of its own, so that it
 * still recognizes a descriptor by its bytes. A proxy class is made in the same loader from its
 * interfaces, each found there, as Spark does.
 */
final class LoaderResolution {
    /** Makes a proxy only to learn its class; never called. */
    private static final InvocationHandler NO_CALLS = (proxy, method, arguments) -> {
        throw new UnsupportedOperationException("a proxy made only to find its class");
    };

    private final ClassLoader loader;
    private final Options options;

    LoaderResolution(ClassLoader loader, SerializerSettings settings) {
        this.loader = loader;
        this.options = settings.streamOptions().withClassLoader(loader);
    }

    ClassLoader loader() {
        return loader;
    }

    /** The stream options: the settings', with classes resolved in the loader. */
    Options options() {
        return options;
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
