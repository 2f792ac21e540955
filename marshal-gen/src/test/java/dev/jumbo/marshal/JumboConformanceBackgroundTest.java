package dev.jumbo.marshal;

import dev.jumbo.marshal.conformance.ConformanceSuite;
import dev.jumbo.marshal.conformance.JumboStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The named graphs through JumboObjectOutputStream with every class asked for at its first instance and generated on the background pool: the stream switches paths whenever the pool is done. */
class JumboConformanceBackgroundTest extends ConformanceSuite {
    @Override
    protected StreamFactory factory() {
        return JumboStreams.BACKGROUND;
    }
}
