package dev.jumbo.bench.marshal;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a user sees first, and so what a writing target holds Jumbo to: the first stream of a
 * workload in a fresh JVM, the serializer created inside the measured call, nothing warmed up.
 * For Jumbo this is generation included, as the application gets it: at the default threshold
 * with the default tiers (generation on the background pool while the stream goes on
 * reflectively), and, for comparison, at threshold 0 with synchronous generation (the paper's
 * "Jumbo + compilation").
 * The JDK's writer runs cold too (its classes come from the JDK's class-data-sharing archive).
 * One invocation per forked JVM; run it with several forks ({@code -f}), the report gives the
 * mean, minimum and maximum.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1, batchSize = 1)
@Fork(5)
public class ColdStartBenchmark {
    @Param({"DUMMY:20000", "HETEROGENEOUS:1", "MEDIA_CONTENT:standard"})
    public String workload;

    @Param({"jdk", "reflective", "jumbo", "jumbo-t1000", "jumbo-t0-sync", "kryo", "fory"})
    public String peer;

    private Workload chosen;
    private Object[] roots;

    @Setup
    public void setUp() {
        String[] parts = workload.split(":");
        chosen = Workload.valueOf(parts[0]);
        roots = chosen.roots(parts[1]);
    }

    @Benchmark
    public int writeFirstStream() throws IOException {
        return PeerRun.start(peer, chosen).write(roots);
    }
}
