package dev.jumbo.bench.unmarshal;

import dev.jumbo.bench.marshal.Workload;
import dev.jumbo.bench.marshal.polluted.PollutingClasses;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Reading {@code Dummy} objects after many other classes have passed through the reader
 * (DESIGN.md: call sites that see one class are not what an application has).
 *
 * <p>At set-up, before JMH warms up, the trial's reader reads {@value Workload#POLLUTION_STREAMS} times a
 * stream of {@value Workload#POLLUTION_INSTANCES} instances of each of
 * {@value PollutingClasses#COUNT} other classes, interleaved: enough for the JIT to compile the
 * reader's paths with every class in their profiles, and for a warm Jumbo reader to generate
 * code for each class. Each invocation then reads a stream that holds one object of each of
 * those classes, then N {@code Dummy} objects as in Table 1, and hands the roots to the blackhole.
 * Warm peers only.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ReadPollutedBenchmark {
    @Param({"20000"})
    public String count;

    @Param({"jdk", "reflective", "jumbo", "kryo", "fory"})
    public String peer;

    private ReadRun run;

    @Setup
    public void setUp() throws IOException, ClassNotFoundException {
        run = ReadRun.start(peer, Workload.POLLUTED, count);
        run.readBefore(Workload.pollution(), Workload.POLLUTION_STREAMS);
    }

    @Benchmark
    public void read(Blackhole blackhole) throws IOException, ClassNotFoundException {
        blackhole.consume(run.read());
    }
}
