package dev.jumbo.bench.marshal;

import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.Peer;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import java.io.IOException;
import java.util.List;

/**
 * The peer of one benchmark trial: a warm peer set up once, or, for a {@code -fresh} peer, a
 * new one per invocation (created inside the measured call, so its set-up cost is measured).
 */
public final class PeerRun {
    private final PeerSpec spec;
    private final List<Class<?>> applicationClasses;
    private final OutputBuffers buffers = new OutputBuffers();
    private final Peer warm;

    private PeerRun(PeerSpec spec, List<Class<?>> applicationClasses) {
        this.spec = spec;
        this.applicationClasses = applicationClasses;
        this.warm = spec.fresh() ? null : spec.create(buffers, applicationClasses);
    }

    /** The peer for a workload: Kryo and Fory register that workload's classes only. */
    public static PeerRun start(String peerName, Workload workload) {
        return new PeerRun(PeerSpec.parse(peerName), workload.classes());
    }

    /**
     * Writes {@code others} {@code times} times through the warm peer, before measuring: the
     * classes that pass through an application's stream before the measured ones.
     */
    public void writeBefore(Object[] others, int times) throws IOException {
        if (warm == null) {
            throw new IllegalStateException("peer " + spec.name() + " is created afresh for every invocation: nothing to write before");
        }
        for (int time = 0; time < times; time++) {
            warm.write(others);
        }
    }

    public int write(Object[] roots) throws IOException {
        Peer peer = spec.fresh() ? spec.create(buffers, applicationClasses) : warm;
        return peer.write(roots);
    }
}
