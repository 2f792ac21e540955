package dev.jumbo.bench.marshal.peer;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * Binds by name, at run time, to classes that marshal-gen provides (or will provide), so that
 * the benchmarks build and run before those classes exist. Every failure is an
 * {@link UnavailablePeerException} that names the missing class, constructor or method.
 *
 * <p>The options contract shared by both Jumbo streams: an options class {@code O} with
 * {@code public static O defaults()}, {@code O withThreshold(int)}, {@code O withSynchronousGeneration()} and
 * {@code O withPrivateCache()}.
 */
final class NamedBinding {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.publicLookup();

    private NamedBinding() {
    }

    static Class<?> type(String name) {
        try {
            return Class.forName(name, true, NamedBinding.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new UnavailablePeerException(name + " is not on the class path (marshal-gen has not provided it yet)");
        }
    }

    static MethodHandle constructor(Class<?> type, Class<?>... parameters) {
        try {
            return LOOKUP.findConstructor(type, MethodType.methodType(void.class, parameters));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new UnavailablePeerException(type.getName() + " has no public constructor "
                    + MethodType.methodType(void.class, parameters));
        }
    }

    /** The public constructor {@code (first, options)} of a stream type, whatever the options class is named. */
    static Constructor<?> optionsConstructor(Class<?> streamType, Class<?> first) {
        for (Constructor<?> constructor : streamType.getConstructors()) {
            Class<?>[] parameters = constructor.getParameterTypes();
            if (parameters.length == 2 && parameters[0] == first) {
                return constructor;
            }
        }
        throw new UnavailablePeerException(streamType.getName() + " has no public constructor ("
                + first.getSimpleName() + ", options)");
    }

    /**
     * The options: the defaults, then the threshold when {@code threshold >= 0}; when
     * {@code synchronous}, generation on the stream's own thread
     * ({@code withSynchronousGeneration()}), so that the measured call includes it (the paper's
     * "+ compilation" columns), where the default leaves it to a background thread while the
     * stream goes on reflectively; when {@code privateCache}, a new private cache, so that the
     * classes are new to it.
     */
    static Object options(Class<?> optionsType, int threshold, boolean synchronous, boolean privateCache) {
        Object options = call(staticMethod(optionsType, "defaults"), null);
        if (threshold >= 0) {
            options = call(method(optionsType, "withThreshold", int.class), options, threshold);
        }
        if (synchronous) {
            options = call(method(optionsType, "withSynchronousGeneration"), options);
        }
        if (privateCache) {
            options = call(method(optionsType, "withPrivateCache"), options);
        }
        return options;
    }

    private static Method staticMethod(Class<?> type, String name) {
        Method method = method(type, name);
        if (!Modifier.isStatic(method.getModifiers())) {
            throw new UnavailablePeerException(type.getName() + "." + name + "() must be static");
        }
        return method;
    }

    private static Method method(Class<?> type, String name, Class<?>... parameters) {
        try {
            return type.getMethod(name, parameters);
        } catch (NoSuchMethodException e) {
            throw new UnavailablePeerException(type.getName() + " has no public method " + name
                    + MethodType.methodType(type, parameters).toString().replaceFirst("\\).*", ")"));
        }
    }

    private static Object call(Method method, Object target, Object... arguments) {
        try {
            return method.invoke(target, arguments);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot call " + method, e);
        }
    }
}
