package dev.jumbo.marshal;

import dev.jumbo.marshal.conformance.ConformanceSuite;
import dev.jumbo.marshal.conformance.JumboStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The named graphs through JumboObjectOutputStream at the default threshold, 100: the reflective path until a class's 100th instance. */
class JumboConformanceDefaultThresholdTest extends ConformanceSuite {
    @Override
    protected StreamFactory factory() {
        return JumboStreams.DEFAULT_THRESHOLD;
    }
}
