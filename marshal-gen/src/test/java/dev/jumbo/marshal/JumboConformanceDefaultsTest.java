package dev.jumbo.marshal;

import dev.jumbo.marshal.conformance.ConformanceSuite;
import dev.jumbo.marshal.conformance.JumboStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The named graphs through JumboObjectOutputStream as a user gets it: the default threshold and background generation. */
class JumboConformanceDefaultsTest extends ConformanceSuite {
    @Override
    protected StreamFactory factory() {
        return JumboStreams.DEFAULTS;
    }
}
