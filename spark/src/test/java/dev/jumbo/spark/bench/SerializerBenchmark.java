package dev.jumbo.spark.bench;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.apache.spark.serializer.DeserializationStream;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.SerializerInstance;
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
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

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
 * <p>Eight warm-up iterations: a JVM's first background generation waits for a million
 * instances, and with three or five Jumbo's first measured iterations were still getting faster.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SerializerBenchmark {
    static final int STREAM = 1_000;
    private static final ClassTag<Sale> SALE = ClassTag$.MODULE$.apply(Sale.class);
    private static final ClassTag<Object> ANY = ClassTag$.MODULE$.Any();

    @Param({"java", "kryo", "kryo-registered", "jumbo"})
    public String serializer;

    private SerializerInstance instance;
    private Sale[] sales;
    private Sale one;
    private byte[] written;
    private ByteArrayOutputStream buffer;

    @Setup
    public void setUp() {
        instance = BenchSerializers.named(serializer).create().newInstance();
        sales = new Sale[STREAM];
        for (int i = 0; i < STREAM; i++) {
            sales[i] = Sale.numbered(i, 100_000);
        }
        one = sales[STREAM / 2];
        buffer = new ByteArrayOutputStream(1 << 20);
        written = writeAll();
        if (!one.equals(roundTripOnce()) || !readAllMatches()) {
            throw new IllegalStateException(serializer + " does not read back what it wrote");
        }
    }

    private byte[] writeAll() {
        buffer.reset();
        SerializationStream stream = instance.serializeStream(buffer);
        for (Sale sale : sales) {
            stream.writeObject(sale, SALE);
        }
        stream.close();
        return buffer.toByteArray();
    }

    private Object roundTripOnce() {
        ByteBuffer bytes = instance.serialize(one, SALE);
        return instance.deserialize(bytes, SALE);
    }

    private boolean readAllMatches() {
        DeserializationStream stream = instance.deserializeStream(new ByteArrayInputStream(written));
        for (Sale sale : sales) {
            if (!sale.equals(stream.readObject(ANY))) {
                return false;
            }
        }
        stream.close();
        return true;
    }

    @Benchmark
    @OperationsPerInvocation(STREAM)
    public int serializeStream() {
        return writeAll().length;
    }

    @Benchmark
    @OperationsPerInvocation(STREAM)
    public void deserializeStream(Blackhole hole) {
        DeserializationStream stream = instance.deserializeStream(new ByteArrayInputStream(written));
        for (int i = 0; i < STREAM; i++) {
            hole.consume(stream.readObject(ANY));
        }
        stream.close();
    }

    @Benchmark
    public Object roundTrip() {
        return roundTripOnce();
    }
}
