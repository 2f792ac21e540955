package dev.jumbo.marshal;

import dev.jumbo.marshal.conformance.ConformanceSuite;
import dev.jumbo.marshal.conformance.ReflectiveStreams;
import dev.jumbo.marshal.conformance.StreamFactory;

/** The named graphs through ReflectiveObjectOutputStream. */
class ReflectiveConformanceTest extends ConformanceSuite {
    @Override
    protected StreamFactory factory() {
        return ReflectiveStreams.FACTORY;
    }
}
