package dev.jumbo.bench.unmarshal;

import java.util.List;

/** Every reading peer, in the order of the report's columns (names as in {@link dev.jumbo.bench.marshal.peer.PeerSpec}). */
public final class ReadPeers {
    /**
     * The same list as the reading benchmarks' default {@code peer} parameter values: the JDK's
     * reader, the reflective reader, Jumbo warm (default threshold, shared cache), Jumbo with
     * generation timed (a new private cache per invocation) at the default threshold and at
     * 0, and Kryo and Fory reading their own bytes.
     */
    public static final List<String> ALL = List.of("jdk", "reflective", "jumbo", "jumbo-sync-fresh", "jumbo-t0-sync-fresh",
            "kryo", "fory");

    /**
     * The hand-specialized reader ({@code DummyHandReader}), the format's limit: it reads the
     * {@code Dummy} streams and the lists of {@code DummyNode}s only, so it runs on those two
     * workloads alone.
     */
    public static final String HAND = "hand";

    /** The workloads the hand-specialized reader reads, by their reading benchmark's class. */
    public static final List<String> HAND_WORKLOADS = List.of("ReadDummyBenchmark", "ReadDummyListBenchmark");

    /** The peers of the polluted workload: warm ones only, since it measures what a long-running reader has become. */
    public static final List<String> WARM = List.of("jdk", "reflective", "jumbo", "kryo", "fory");

    private ReadPeers() {
    }
}
