package dev.jumbo.bench.marshal;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Paper Table 2: linked lists of 50 {@code Dummy} nodes written into one stream.
 * One invocation writes the whole workload into a new stream; the objects are built once per trial.
 * Peers are named as in {@link dev.jumbo.bench.marshal.peer.PeerSpec}; run.sh passes those available.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DummyListBenchmark {
    @Param({"10", "50", "100", "150", "200"})
    public String lists;

    @Param({"jdk", "reflective", "jumbo", "jumbo-fresh", "jumbo-t0", "jumbo-t0-sync-fresh", "kryo", "kryo-fresh",
            "fory", "fory-fresh"})
    public String peer;

    private Object[] roots;
    private PeerRun run;

    @Setup
    public void setUp() {
        roots = Workload.DUMMY_LISTS.roots(lists);
        run = PeerRun.start(peer, Workload.DUMMY_LISTS);
    }

    @Benchmark
    public int write() throws IOException {
        return run.write(roots);
    }
}
