package dev.jumbo.bench.marshal.peer;

import dev.jumbo.marshal.JumboObjectInputStream;
import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.ReflectiveObjectInputStream;

/** marshal-gen's readers, as the reading peers open them. */
final class JumboInputStreams {
    private JumboInputStreams() {
    }

    /** The reflective reader. */
    static ObjectInputFactory reflective() {
        return ReflectiveObjectInputStream::new;
    }

    /** The Jumbo reader as a user opens it: the default options, the shared unmarshaller cache. */
    static ObjectInputFactory jumboDefaults() {
        return JumboObjectInputStream::new;
    }

    /**
     * The Jumbo reader with the default options but classes resolved in the loader that defined
     * the benchmark's classes ({@code Options.withClassLoader}): no stack walk per stream.
     */
    static ObjectInputFactory jumboWithLoader(ClassLoader loader) {
        Options options = Options.defaults().withClassLoader(loader);
        return source -> new JumboObjectInputStream(source, options);
    }

    /** The Jumbo reader with the options of {@link JumboStreams#options}: a new private cache per call when {@code privateCache}. */
    static ObjectInputFactory jumbo(int threshold, boolean synchronous, boolean privateCache) {
        Options options = JumboStreams.options(threshold, synchronous, privateCache);
        return source -> new JumboObjectInputStream(source, options);
    }
}
