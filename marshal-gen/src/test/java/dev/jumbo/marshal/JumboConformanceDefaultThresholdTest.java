package dev.jumbo.marshal;

import dev.jumbo.marshal.conformance.ConformanceSuite;
import dev.jumbo.marshal.conformance.JumboStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The named graphs through JumboObjectOutputStream at the default threshold ({@link Options#DEFAULT_THRESHOLD}), generated synchronously: the reflective path until then. */
class JumboConformanceDefaultThresholdTest extends ConformanceSuite {
    @Override
    protected StreamFactory factory() {
        return JumboStreams.DEFAULT_THRESHOLD;
    }
}
