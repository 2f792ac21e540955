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

    /** The Jumbo reader with the options of {@link JumboStreams#options}: a new private cache per call when {@code privateCache}. */
    static ObjectInputFactory jumbo(int threshold, boolean synchronous, boolean privateCache) {
        Options options = JumboStreams.options(threshold, synchronous, privateCache);
        return source -> new JumboObjectInputStream(source, options);
    }
}
