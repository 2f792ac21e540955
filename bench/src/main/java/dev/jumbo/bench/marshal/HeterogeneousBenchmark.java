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
 * Paper Table 4: copies of the 66-class graph of about 13,000 objects.
 * One invocation writes the whole workload into a new stream; the objects are built once per trial.
 * Peers are named as in {@link dev.jumbo.bench.marshal.peer.PeerSpec}; run.sh passes those available.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class HeterogeneousBenchmark {
    @Param({"1", "3", "5", "7", "9"})
    public String copies;

    @Param({"jdk", "reflective", "jumbo", "jumbo-fresh", "jumbo-t0", "jumbo-t0-sync-fresh", "kryo", "kryo-fresh",
            "fory", "fory-fresh"})
    public String peer;

    private Object[] roots;
    private PeerRun run;

    @Setup
    public void setUp() {
        roots = Workload.HETEROGENEOUS.roots(copies);
        run = PeerRun.start(peer, Workload.HETEROGENEOUS);
    }

    @Benchmark
    public int write() throws IOException {
        return run.write(roots);
    }
}
