package dev.jumbo.marshal.random;

import dev.jumbo.marshal.conformance.ReflectiveStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The random graphs through ReflectiveObjectOutputStream. */
class ReflectiveRandomGraphProperties extends RandomGraphProperties {
    @Override
    protected StreamFactory factory() {
        return ReflectiveStreams.FACTORY;
    }
}
