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
 * Writing {@code Dummy} objects after many other classes have passed through the writer
 * (DESIGN.md: call sites that see one class are not what an application has).
 *
 * <p>At set-up, before JMH warms up, the trial's writer writes {@link Workload#POLLUTION_STREAMS} times a
 * stream of {@value Workload#POLLUTION_INSTANCES} instances of each of
 * {@value dev.jumbo.bench.marshal.polluted.PollutingClasses#COUNT} other classes, interleaved:
 * enough for the JIT to compile the writer's paths with every class in their profiles, and for a
 * warm Jumbo writer to generate a marshaller for each class. Each invocation then writes a stream
 * that holds one object of each of those classes, then N {@code Dummy} objects as in Table 1.
 * Warm peers only: the mirror of {@code ReadPollutedBenchmark}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PollutedBenchmark {
    @Param({"20000"})
    public String count;

    @Param({"jdk", "reflective", "jumbo", "kryo", "fory"})
    public String peer;

    private Object[] roots;
    private PeerRun run;

    @Setup
    public void setUp() throws IOException {
        roots = Workload.POLLUTED.roots(count);
        run = PeerRun.start(peer, Workload.POLLUTED);
        run.writeBefore(Workload.pollution(), Workload.POLLUTION_STREAMS);
    }

    @Benchmark
    public int write() throws IOException {
        return run.write(roots);
    }
}
