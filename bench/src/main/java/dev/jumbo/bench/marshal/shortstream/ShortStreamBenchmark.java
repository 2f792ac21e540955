package dev.jumbo.bench.marshal.shortstream;

import dev.jumbo.bench.marshal.Workload;
import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.Peer;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import dev.jumbo.bench.marshal.peer.Reader;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One message per fresh stream, the way applications use serialization (RMI calls, caches,
 * queues, Spark's per-record {@code serialize}): each invocation opens a new stream (a new
 * {@code Output}/{@code Input} for Kryo and Fory), writes or reads one message and closes it.
 *
 * <p>{@code jvm=alone}: only this workload runs in the JVM. {@code jvm=mixed}: before each
 * measured iteration the same thread writes and reads one large graph (a list of 10,000
 * strings), and at set-up it wrote and read the polluting classes until each passed the default
 * threshold; a stream's cost must still depend on that stream alone. {@code shape=empty} opens
 * and closes a stream with no object in it: the fixed cost of a stream.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ShortStreamBenchmark {
    @Param({"media", "record", "map", "empty"})
    public String shape;

    @Param({"jdk", "reflective", "jumbo", "kryo", "fory"})
    public String peer;

    @Param({"alone", "mixed"})
    public String jvm;

    private Peer writer;
    private Reader reader;
    private Object[] message;
    private byte[] bytes;
    private Object[] read;
    private Peer largeWriter;
    private Reader largeReader;
    private Object[] large;
    private byte[] largeBytes;

    @Setup
    public void setUp() throws Exception {
        Shape chosen = Shape.valueOf(shape.toUpperCase(Locale.ROOT));
        PeerSpec spec = PeerSpec.parse(peer);
        List<Class<?>> classes = chosen.classes();
        writer = spec.create(new OutputBuffers(), classes);
        reader = spec.reader(classes);
        message = chosen.roots();
        read = new Object[message.length];
        bytes = spec.bytesToRead(message, classes);
        if (jvm.equals("mixed")) {
            large = new Object[] {Shape.largeGraph()};
            largeWriter = spec.create(new OutputBuffers(), List.of());
            largeReader = spec.reader(List.of());
            largeBytes = spec.bytesToRead(large, List.of());
            if (spec.writesJavaSerialization()) {
                Object[] pollution = Workload.pollution();
                Peer polluter = spec.create(new OutputBuffers(), List.of());
                for (int time = 0; time < Workload.POLLUTION_STREAMS; time++) {
                    polluter.write(pollution);
                    reader.read(polluter.lastBytes(), new Object[pollution.length]);
                }
            }
        }
    }

    /** The mixed JVM's large graph, written and read on this thread before each measured iteration. */
    @Setup(Level.Iteration)
    public void largeGraphFirst() throws Exception {
        if (large != null) {
            largeWriter.write(large);
            largeReader.read(largeBytes, new Object[1]);
        }
    }

    @Benchmark
    public int write() throws IOException {
        return writer.write(message);
    }

    @Benchmark
    public Object read() throws IOException, ClassNotFoundException {
        reader.read(bytes, read);
        return read;
    }

    @Benchmark
    public Object roundTrip() throws IOException, ClassNotFoundException {
        writer.write(message);
        reader.read(writer.lastBytes(), read);
        return read;
    }
}
