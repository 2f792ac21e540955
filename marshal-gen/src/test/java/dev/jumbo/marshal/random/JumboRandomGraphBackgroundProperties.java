package dev.jumbo.marshal.random;

import dev.jumbo.marshal.conformance.JumboStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The random graphs through JumboObjectOutputStream with background generation from each class's first instance: the switch is up to the pool. */
class JumboRandomGraphBackgroundProperties extends RandomGraphProperties {
    @Override
    protected StreamFactory factory() {
        return JumboStreams.BACKGROUND;
    }
}
