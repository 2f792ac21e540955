package dev.jumbo.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a user sees first: the first stream of a workload in a fresh JVM
 * ({@code ColdStartBenchmark}), per peer, with the JDK writer's time divided by each peer's.
 */
final class ColdStartSection {
    static final String BENCHMARK = "ColdStartBenchmark";
    static final List<String> WORKLOADS = List.of("DUMMY:20000", "HETEROGENEOUS:1", "MEDIA_CONTENT:standard");
    private static final Map<String, String> LABELS = Map.of(
            "jdk", "OOS", "reflective", "Reflective", "jumbo", "Jumbo (default tiers)", "jumbo-t1000", "Jumbo, threshold 1,000",
            "jumbo-t0-sync", "Jumbo t=0 + sync. gen.", "kryo", "Kryo", "fory", "Fory");
    static final List<String> PEERS = List.of("jdk", "reflective", "jumbo", "jumbo-t1000", "jumbo-t0-sync", "kryo", "fory");

    private final ResultSet results;

    ColdStartSection(ResultSet results) {
        this.results = results;
    }

    Optional<BenchmarkResult> result(String workload, String peer) {
        return results.find(BENCHMARK, "writeFirstStream", Map.of("workload", workload, "peer", peer));
    }

    /** OOS's mean time over the peer's, in fresh JVMs. */
    Optional<Double> speedUp(String workload, String peer) {
        return result(workload, "jdk").flatMap(jdk -> result(workload, peer).map(other -> jdk.scoreNanos() / other.scoreNanos()));
    }

    String render() {
        StringBuilder out = new StringBuilder("### What a user sees first: the first stream in a fresh JVM\n\n");
        out.append("""
                JMH single-shot mode: one invocation per forked JVM, the serializer created inside the measured call, \
                nothing warmed up, so loading and initializing each library's classes counts (the JDK's come from its \
                class-data-sharing archive). Jumbo with its default tiers generates on the background pool while the \
                first stream goes on reflectively; at threshold 0 with synchronous generation it generates every \
                class before writing its first instance. ms: mean (minimum–maximum) over the forks; below, OOS's mean \
                time divided by the peer's.

                """);
        if (!results.hasClass(BENCHMARK)) {
            return out.append("Not measured in this run.\n\n").toString();
        }
        List<String> header = new ArrayList<>(List.of("workload"));
        PEERS.forEach(peer -> header.add(LABELS.get(peer)));
        MarkdownTable times = new MarkdownTable(header);
        MarkdownTable ratios = new MarkdownTable(header);
        for (String workload : WORKLOADS) {
            List<String> timeRow = new ArrayList<>(List.of(workload.replace(':', ' ')));
            List<String> ratioRow = new ArrayList<>(List.of(workload.replace(':', ' ')));
            for (String peer : PEERS) {
                timeRow.add(result(workload, peer).map(found -> Format.significant(found.scoreNanos() / 1e6) + " ("
                        + Format.significant(found.minimumNanos() / 1e6) + "–" + Format.significant(found.maximumNanos() / 1e6)
                        + ")").orElse(Format.NOT_RUN));
                ratioRow.add(speedUp(workload, peer).map(Format::ratio).orElse(Format.NOT_RUN));
            }
            times.row(timeRow);
            ratios.row(ratioRow);
        }
        return out.append(times.render()).append('\n').append(ratios.render()).append('\n').toString();
    }
}
