package dev.jumbo.bench.marshal.peer;

import dev.jumbo.bench.marshal.model.Dummy;
import dev.jumbo.bench.marshal.model.DummyHandReader;
import dev.jumbo.bench.marshal.model.DummyNode;
import dev.jumbo.bench.marshal.model.Simple;
import java.io.IOException;
import java.util.List;

/**
 * The hand-specialized reader ({@link DummyHandReader}), the format's limit for reading: the
 * bytes of {@code ObjectOutputStream} for the {@code Dummy} workload and the {@code DummyNode}
 * lists, one warm instance per trial.
 */
final class HandReader implements Reader {
    private static final List<List<Class<?>>> WORKLOADS = List.of(List.of(Simple.class, Dummy.class),
            List.of(Simple.class, Dummy.class, DummyNode.class));

    private final DummyHandReader reader = new DummyHandReader();

    HandReader(List<Class<?>> applicationClasses) {
        if (!WORKLOADS.contains(applicationClasses)) {
            throw new UnavailablePeerException("the hand-specialized reader reads the Dummy workload and the DummyNode"
                    + " lists only, not " + applicationClasses);
        }
    }

    @Override
    public void read(byte[] bytes, Object[] roots) throws IOException, ClassNotFoundException {
        reader.read(bytes, roots);
    }
}
