package dev.jumbo.spark.bench;

import java.util.concurrent.TimeUnit;
import org.apache.spark.serializer.DeserializationStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Spark serializers without Spark's jobs, in the spirit of Spark's own {@code KryoBenchmark} and
 * {@code JavaSerializerBenchmark}: one {@code SerializerInstance} as a task uses it, on the
 * benchmarks' business object ({@link Sale}).
 *
 * <ul>
 *   <li>{@code serializeStream}/{@code deserializeStream}: {@value #STREAM} sales through one
 *       stream, as a shuffle or a cached partition writes them (time per sale);</li>
 *   <li>{@code roundTrip}: {@code serialize} then {@code deserialize} of one sale, each with
 *       its own stream, as a task result or a broadcast value travels.</li>
 * </ul>
 *
 * <p>The work is {@link SerializerWorkload}'s; {@link SerializerCrossCheck} runs it with
 * {@code System.nanoTime}, every serializer interleaved in one JVM. Eight warm-up iterations: a
 * JVM's first background generation waits for a million instances, and with three or five
 * Jumbo's first measured iterations were still getting faster.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SerializerBenchmark {
    static final int STREAM = SerializerWorkload.STREAM;

    @Param({"java", "kryo", "kryo-registered", "jumbo"})
    public String serializer;

    private SerializerWorkload workload;

    @Setup
    public void setUp() {
        workload = new SerializerWorkload(serializer);
    }

    @Benchmark
    @OperationsPerInvocation(STREAM)
    public int serializeStream() {
        return workload.serializeStream().length;
    }

    @Benchmark
    @OperationsPerInvocation(STREAM)
    public void deserializeStream(Blackhole hole) {
        DeserializationStream stream = workload.openWritten();
        for (int i = 0; i < STREAM; i++) {
            hole.consume(stream.readObject(SerializerWorkload.ANY));
        }
        stream.close();
    }

    @Benchmark
    public Object roundTrip() {
        return workload.roundTrip();
    }
}
