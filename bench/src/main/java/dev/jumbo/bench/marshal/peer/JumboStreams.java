package dev.jumbo.bench.marshal.peer;

import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.lang.invoke.MethodHandle;

/**
 * Binds to marshal-gen's streams by name, so that the benchmarks build and run before those
 * streams exist and pick them up as soon as they are on the class path. The contract:
 * <ul>
 *   <li>{@code dev.jumbo.marshal.ReflectiveObjectOutputStream(OutputStream)};</li>
 *   <li>{@code dev.jumbo.marshal.JumboObjectOutputStream(OutputStream)}: default threshold, shared cache;</li>
 *   <li>{@code dev.jumbo.marshal.JumboObjectOutputStream(OutputStream, O)} for an options class {@code O}
 *       with {@code static O defaults()}, {@code O withThreshold(int)} and {@code O withPrivateCache()}
 *       (a copy whose streams share a new, empty marshaller cache of their own) and
 *       {@code O withSynchronousGeneration()}, which the {@code -sync} peers use.</li>
 * </ul>
 * The stream is built through a method handle, once per stream: noise next to writing a stream.
 */
final class JumboStreams {
    static final String REFLECTIVE = "dev.jumbo.marshal.ReflectiveObjectOutputStream";
    static final String JUMBO = "dev.jumbo.marshal.JumboObjectOutputStream";

    private JumboStreams() {
    }

    /** The reflective writer. */
    static ObjectStreamFactory reflective() {
        MethodHandle constructor = NamedBinding.constructor(NamedBinding.type(REFLECTIVE), OutputStream.class);
        return sink -> open(constructor, sink);
    }

    /** The Jumbo stream with the default threshold and the shared marshaller cache. */
    static ObjectStreamFactory jumboDefaults() {
        MethodHandle constructor = NamedBinding.constructor(NamedBinding.type(JUMBO), OutputStream.class);
        return sink -> open(constructor, sink);
    }

    /**
     * The Jumbo stream with a threshold ({@code threshold < 0}: the default) and, when
     * {@code privateCache}, a new cache shared by the streams of this factory only; when
     * {@code synchronous}, synchronous generation.
     */
    static ObjectStreamFactory jumbo(int threshold, boolean synchronous, boolean privateCache) {
        Class<?> streamType = NamedBinding.type(JUMBO);
        Class<?> optionsType = NamedBinding.optionsConstructor(streamType, OutputStream.class).getParameterTypes()[1];
        Object options = NamedBinding.options(optionsType, threshold, synchronous, privateCache);
        MethodHandle constructor = NamedBinding.constructor(streamType, OutputStream.class, optionsType);
        return sink -> {
            try {
                return (ObjectOutputStream) constructor.invoke(sink, options);
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
}
