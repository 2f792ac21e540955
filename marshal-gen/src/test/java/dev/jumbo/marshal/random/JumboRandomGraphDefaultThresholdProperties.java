package dev.jumbo.marshal.random;

import dev.jumbo.marshal.conformance.JumboStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The random graphs through JumboObjectOutputStream at the default threshold, generated synchronously: the reflective path until then. */
class JumboRandomGraphDefaultThresholdProperties extends RandomGraphProperties {
    @Override
    protected StreamFactory factory() {
        return JumboStreams.DEFAULT_THRESHOLD;
    }
}
