package dev.jumbo.bench.unmarshal;

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
 * Reading as an application's JVM reads: the reader has first read many instances of 200 other
 * classes, then every workload of the reading tables in turn ({@link PollutedReading}), so that
 * its call sites (and the JIT's profiles of them) have seen many classes and readers, as they
 * do in an application. Each invocation then reads one cell's stream (a workload at one size)
 * and hands the roots to the blackhole. Warm peers, and the hand-specialized reader on the
 * {@code Dummy} and list cells (the limit, which dispatches on nothing and so reads nothing first).
 * The reading targets are read from this benchmark.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ReadPollutedBenchmark {
    @Param({"dummy", "lists", "media", "integerList", "stringList", "textList", "stringToLongMap", "business"})
    public String cell;

    @Param({"jdk", "reflective", "jumbo", "kryo", "fory"})
    public String peer;

    private PollutedReading reading;

    @Setup
    public void setUp() throws IOException, ClassNotFoundException {
        reading = PollutedReading.start(peer);
        if (!reading.reads(cell)) {
            throw new IllegalStateException("peer " + peer + " does not read " + cell);
        }
    }

    @Benchmark
    public void read(Blackhole blackhole) throws IOException, ClassNotFoundException {
        blackhole.consume(reading.read(cell));
    }
}
