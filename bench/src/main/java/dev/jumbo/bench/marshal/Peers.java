package dev.jumbo.bench.marshal;

import java.util.List;

/** Every peer the marshalling benchmarks know, in the order of the report's columns. */
public final class Peers {
    /** The same list as the benchmarks' default {@code peer} parameter values. */
    public static final List<String> ALL = List.of("jdk", "reflective", "hand", "jumbo", "jumbo-fresh", "jumbo-t0",
            "jumbo-t0-sync-fresh", "kryo", "kryo-fresh", "fory", "fory-fresh");

    /** The hand-specialized writer, which writes the {@code Dummy} workload only. */
    public static final String HAND = "hand";

    /** The thresholds of the paper's Tables 5 and 6. */
    public static final List<Integer> PAPER_THRESHOLDS = List.of(20, 60, 100, 140, 180, 300, 400);

    /** Beyond the paper's: the thresholds the tiers are measured at too, to choose the default from. */
    public static final List<Integer> MORE_THRESHOLDS = List.of(1000, 5000, 10000);

    private Peers() {
    }
}
