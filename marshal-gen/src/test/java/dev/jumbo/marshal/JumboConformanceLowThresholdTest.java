package dev.jumbo.marshal;

import dev.jumbo.marshal.conformance.ConformanceSuite;
import dev.jumbo.marshal.conformance.JumboStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The named graphs through JumboObjectOutputStream at threshold 2, generated synchronously: a class's first two instances take the reflective path, the rest its marshaller. */
class JumboConformanceLowThresholdTest extends ConformanceSuite {
    @Override
    protected StreamFactory factory() {
        return JumboStreams.LOW_THRESHOLD;
    }
}
