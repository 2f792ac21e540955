package dev.jumbo.bench.unmarshal;

import dev.jumbo.bench.marshal.Workload;
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
 * Reading back a graph of business objects: a ledger of N customers with their orders, and a catalogue.
 * The bytes are written once per trial, in the peer's format; one invocation reads the whole
 * stream back from its start and hands the roots to the blackhole.
 * Peers are named as in {@link dev.jumbo.bench.marshal.peer.PeerSpec}; run.sh passes those available.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ReadBusinessObjectsBenchmark {
    @Param({"100", "1000"})
    public String customers;

    @Param({"jdk", "reflective", "jumbo", "jumbo-sync-fresh", "jumbo-t0-sync-fresh", "kryo", "fory"})
    public String peer;

    private ReadRun run;

    @Setup
    public void setUp() throws IOException {
        run = ReadRun.start(peer, Workload.BUSINESS_OBJECTS, customers);
    }

    @Benchmark
    public void read(Blackhole blackhole) throws IOException, ClassNotFoundException {
        blackhole.consume(run.read());
    }
}
