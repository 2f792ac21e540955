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
 * Paper Table 6: one copy of the heterogeneous graph written by {@code JumboObjectOutputStream}
 * with just-in-time generation at each threshold, generation included (a new private marshaller
 * cache per invocation): synchronous, as the paper timed it, and with the default tiers
 * (background generation), beyond the paper's thresholds too, to choose the default threshold
 * from. The baselines are {@link HeterogeneousBenchmark}'s, from the same run.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ThresholdBenchmark {
    @Param({"20", "60", "100", "140", "180", "300", "400", "1000", "5000", "10000"})
    public int threshold;

    /** {@code sync}: synchronous generation (the paper's); {@code tiers}: the default background generation. */
    @Param({"sync", "tiers"})
    public String generation;

    private Object[] roots;
    private PeerRun run;

    @Setup
    public void setUp() {
        roots = Workload.HETEROGENEOUS.roots("1");
        run = PeerRun.start("jumbo-t" + threshold + (generation.equals("sync") ? "-sync" : "") + "-fresh", Workload.HETEROGENEOUS);
    }

    @Benchmark
    public int write() throws IOException {
        return run.write(roots);
    }
}
