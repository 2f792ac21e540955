package dev.jumbo.bench.marshal.peer;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.ReflectiveObjectOutputStream;

/** marshal-gen's writers, as the writing peers open them. */
final class JumboStreams {
    private JumboStreams() {
    }

    /** The reflective writer. */
    static ObjectStreamFactory reflective() {
        return ReflectiveObjectOutputStream::new;
    }

    /** The Jumbo stream as a user opens it: the default options, the shared marshaller cache. */
    static ObjectStreamFactory jumboDefaults() {
        return JumboObjectOutputStream::new;
    }

    /**
     * The Jumbo stream with a threshold ({@code threshold < 0}: the default), synchronous
     * generation when {@code synchronous}, and, when {@code privateCache}, a new marshaller cache
     * that only this factory's streams share. Called once per peer, so a {@code -fresh} peer's
     * measured time includes making the cache and everything generated into it, and nothing else.
     */
    static ObjectStreamFactory jumbo(int threshold, boolean synchronous, boolean privateCache) {
        Options options = options(threshold, synchronous, privateCache);
        return sink -> new JumboObjectOutputStream(sink, options);
    }

    /** The options of a Jumbo peer, writing or reading. */
    static Options options(int threshold, boolean synchronous, boolean privateCache) {
        Options options = Options.defaults();
        if (threshold >= 0) {
            options = options.withThreshold(threshold);
        }
        if (synchronous) {
            options = options.withSynchronousGeneration();
        }
        return privateCache ? options.withPrivateCache() : options;
    }
}
