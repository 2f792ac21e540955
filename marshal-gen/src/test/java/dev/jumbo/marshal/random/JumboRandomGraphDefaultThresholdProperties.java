package dev.jumbo.marshal.random;

import dev.jumbo.marshal.conformance.JumboStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The random graphs through JumboObjectOutputStream at the default threshold, 100: the reflective path until a class's 100th instance. */
class JumboRandomGraphDefaultThresholdProperties extends RandomGraphProperties {
    @Override
    protected StreamFactory factory() {
        return JumboStreams.DEFAULT_THRESHOLD;
    }
}
