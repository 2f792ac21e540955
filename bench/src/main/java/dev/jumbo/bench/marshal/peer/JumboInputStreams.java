package dev.jumbo.bench.marshal.peer;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.lang.invoke.MethodHandle;

/**
 * Binds to marshal-gen's readers by name, as {@link JumboStreams} binds to its writers, so that
 * the reading benchmarks build and run before the readers exist. The contract (issue 11):
 * <ul>
 *   <li>{@code dev.jumbo.marshal.ReflectiveObjectInputStream(InputStream)};</li>
 *   <li>{@code dev.jumbo.marshal.JumboObjectInputStream(InputStream)}: default threshold, shared cache;</li>
 *   <li>{@code dev.jumbo.marshal.JumboObjectInputStream(InputStream, O)} for an options class {@code O}
 *       with {@code static O defaults()}, {@code O withThreshold(int)} and {@code O withPrivateCache()}
 *       (a copy whose streams share a new, empty unmarshaller cache of their own) and
 *       {@code O withSynchronousGeneration()}, which the {@code -sync} peers use.</li>
 * </ul>
 * The stream is built through a method handle, once per stream: noise next to reading a stream.
 */
final class JumboInputStreams {
    static final String REFLECTIVE = "dev.jumbo.marshal.ReflectiveObjectInputStream";
    static final String JUMBO = "dev.jumbo.marshal.JumboObjectInputStream";

    private JumboInputStreams() {
    }

    /** The reflective reader. */
    static ObjectInputFactory reflective() {
        MethodHandle constructor = NamedBinding.constructor(NamedBinding.type(REFLECTIVE), InputStream.class);
        return source -> open(constructor, source);
    }

    /** The Jumbo reader with the default threshold and the shared unmarshaller cache. */
    static ObjectInputFactory jumboDefaults() {
        MethodHandle constructor = NamedBinding.constructor(NamedBinding.type(JUMBO), InputStream.class);
        return source -> open(constructor, source);
    }

    /**
     * The Jumbo reader with a threshold ({@code threshold < 0}: the default) and, when
     * {@code privateCache}, a new cache shared by the streams of this factory only; when
     * {@code synchronous}, synchronous generation.
     */
    static ObjectInputFactory jumbo(int threshold, boolean synchronous, boolean privateCache) {
        Class<?> streamType = NamedBinding.type(JUMBO);
        Class<?> optionsType = NamedBinding.optionsConstructor(streamType, InputStream.class).getParameterTypes()[1];
        Object options = NamedBinding.options(optionsType, threshold, synchronous, privateCache);
        MethodHandle constructor = NamedBinding.constructor(streamType, InputStream.class, optionsType);
        return source -> {
            try {
                return (ObjectInputStream) constructor.invoke(source, options);
            } catch (IOException | RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException("cannot open " + JUMBO, e);
            }
        };
    }

    private static ObjectInputStream open(MethodHandle constructor, InputStream source) throws IOException {
        try {
            return (ObjectInputStream) constructor.invoke(source);
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("cannot open " + constructor.type().returnType().getName(), e);
        }
    }
}
