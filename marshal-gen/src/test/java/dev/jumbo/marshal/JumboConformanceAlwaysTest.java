package dev.jumbo.marshal;

import dev.jumbo.marshal.conformance.ConformanceSuite;
import dev.jumbo.marshal.conformance.JumboStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The named graphs through JumboObjectOutputStream at threshold 0: every class generated at its first instance. */
class JumboConformanceAlwaysTest extends ConformanceSuite {
    @Override
    protected StreamFactory factory() {
        return JumboStreams.ALWAYS;
    }
}
