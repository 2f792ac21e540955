package dev.jumbo.marshal.random;

import dev.jumbo.marshal.conformance.JumboStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The random graphs through JumboObjectOutputStream at threshold 0: every class generated at its first instance. */
class JumboRandomGraphAlwaysProperties extends RandomGraphProperties {
    @Override
    protected StreamFactory factory() {
        return JumboStreams.ALWAYS;
    }
}
