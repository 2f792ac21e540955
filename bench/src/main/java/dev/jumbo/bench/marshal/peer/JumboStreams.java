package dev.jumbo.bench.marshal.peer;

import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * Binds to marshal-gen's streams by name, so that the benchmarks build and run before those
 * streams exist and pick them up as soon as they are on the class path. The contract:
 * <ul>
 *   <li>{@code dev.jumbo.marshal.ReflectiveObjectOutputStream(OutputStream)};</li>
 *   <li>{@code dev.jumbo.marshal.JumboObjectOutputStream(OutputStream)}: default threshold, shared cache;</li>
 *   <li>{@code dev.jumbo.marshal.JumboObjectOutputStream(OutputStream, O)} for an options class {@code O}
 *       with {@code static O defaults()}, {@code O withThreshold(int)} and {@code O withPrivateCache()}
 *       (a copy whose streams share a new, empty marshaller cache of their own).</li>
 * </ul>
 * The stream is built through a method handle, once per stream: noise next to writing a stream.
 */
final class JumboStreams {
    static final String REFLECTIVE = "dev.jumbo.marshal.ReflectiveObjectOutputStream";
    static final String JUMBO = "dev.jumbo.marshal.JumboObjectOutputStream";
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.publicLookup();

    private JumboStreams() {
    }

    /** The reflective writer. */
    static ObjectStreamFactory reflective() {
        MethodHandle constructor = constructor(type(REFLECTIVE), OutputStream.class);
        return sink -> open(constructor, sink);
    }

    /** The Jumbo stream with the default threshold and the shared marshaller cache. */
    static ObjectStreamFactory jumboDefaults() {
        MethodHandle constructor = constructor(type(JUMBO), OutputStream.class);
        return sink -> open(constructor, sink);
    }

    /**
     * The Jumbo stream with a threshold ({@code threshold < 0}: the default) and, when
     * {@code privateCache}, a new cache shared by the streams of this factory only.
     */
    static ObjectStreamFactory jumbo(int threshold, boolean privateCache) {
        Class<?> streamType = type(JUMBO);
        Constructor<?> withOptions = optionsConstructor(streamType);
        Class<?> optionsType = withOptions.getParameterTypes()[1];
        Object options = call(staticMethod(optionsType, "defaults"), null);
        if (threshold >= 0) {
            options = call(instanceMethod(optionsType, "withThreshold", int.class), options, threshold);
        }
        if (privateCache) {
            options = call(instanceMethod(optionsType, "withPrivateCache"), options);
        }
        MethodHandle constructor = constructor(streamType, OutputStream.class, optionsType);
        Object chosen = options;
        return sink -> {
            try {
                return (ObjectOutputStream) constructor.invoke(sink, chosen);
            } catch (java.io.IOException | RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException("cannot open " + JUMBO, e);
            }
        };
    }

    private static ObjectOutputStream open(MethodHandle constructor, OutputStream sink) throws java.io.IOException {
        try {
            return (ObjectOutputStream) constructor.invoke(sink);
        } catch (java.io.IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("cannot open " + constructor.type().returnType().getName(), e);
        }
    }

    private static Class<?> type(String name) {
        try {
            return Class.forName(name, true, JumboStreams.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new UnavailablePeerException(name + " is not on the class path (marshal-gen has not provided it yet)");
        }
    }

    private static Constructor<?> optionsConstructor(Class<?> streamType) {
        for (Constructor<?> constructor : streamType.getConstructors()) {
            Class<?>[] parameters = constructor.getParameterTypes();
            if (parameters.length == 2 && parameters[0] == OutputStream.class) {
                return constructor;
            }
        }
        throw new UnavailablePeerException(streamType.getName() + " has no public constructor (OutputStream, options)");
    }

    private static MethodHandle constructor(Class<?> type, Class<?>... parameters) {
        try {
            return LOOKUP.findConstructor(type, MethodType.methodType(void.class, parameters));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new UnavailablePeerException(type.getName() + " has no public constructor " + MethodType.methodType(void.class, parameters));
        }
    }

    private static Method staticMethod(Class<?> type, String name) {
        Method method = method(type, name);
        if (!Modifier.isStatic(method.getModifiers())) {
            throw new UnavailablePeerException(type.getName() + "." + name + "() must be static");
        }
        return method;
    }

    private static Method instanceMethod(Class<?> type, String name, Class<?>... parameters) {
        return method(type, name, parameters);
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
