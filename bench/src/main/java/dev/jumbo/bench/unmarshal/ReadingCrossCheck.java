package dev.jumbo.bench.unmarshal;

import dev.jumbo.bench.marshal.CrossCheckArguments;
import dev.jumbo.bench.marshal.Workload;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A cross-check of the headline reading figure without JMH: {@code Dummy} ×N (or another
 * workload) read back by each peer, timed with {@code System.nanoTime} around each whole stream. The peers take turns in
 * every round, so that a burst of load on the machine falls on all of them alike. It warms up
 * for a fixed time, then prints, per peer, the minimum and the median time per stream and per
 * {@code Dummy}, and the JDK reader's time divided by the peer's (above 1×: faster than
 * {@code ObjectInputStream}).
 *
 * <p>Usage: {@code ReadingCrossCheck [--workload NAME] [--count SIZE] [--rounds R] [--warm-up SECONDS]
 * [--peers P,P,...]} (defaults: {@code DUMMY}, 20000, 200, 10, {@code jdk,jumbo}); {@code NAME} is a
 * {@link Workload} constant and {@code SIZE} one of its sizes ({@code --workload MEDIA_CONTENT --count standard}). Run it in a JVM of its own, with the JVM's defaults:
 * {@code java -cp bench/target/benchmarks.jar dev.jumbo.bench.unmarshal.ReadingCrossCheck}.
 */
public final class ReadingCrossCheck {
    private ReadingCrossCheck() {
    }

    public static void main(String[] arguments) throws Exception {
        CrossCheckArguments parsed = CrossCheckArguments.parse("ReadingCrossCheck", arguments, 200, List.of("jdk", "jumbo"));
        Workload workload = parsed.workload();
        String count = parsed.count();
        int rounds = parsed.rounds();
        double warmUpSeconds = parsed.warmUpSeconds();
        List<String> peers = parsed.peers();
        List<ReadRun> runs = new ArrayList<>();
        for (String peer : peers) {
            ReadBack.check(peer, workload, count);
            runs.add(ReadRun.start(peer, workload, count));
        }
        long warmUpEnd = System.nanoTime() + (long) (warmUpSeconds * 1e9);
        while (System.nanoTime() < warmUpEnd) {
            for (ReadRun run : runs) {
                run.read();
            }
        }
        long[][] nanos = new long[runs.size()][rounds];
        for (int round = 0; round < rounds; round++) {
            for (int peer = 0; peer < runs.size(); peer++) {
                long start = System.nanoTime();
                Object[] roots = runs.get(peer).read();
                nanos[peer][round] = System.nanoTime() - start;
                if (roots[roots.length - 1] == null) {
                    throw new IllegalStateException(peers.get(peer) + " read no last root");
                }
            }
        }
        System.out.print(report(peers, nanos, workload.name() + " " + count + " read back", workload.roots(count).length, warmUpSeconds, "OIS"));
    }

    /**
     * The table: one line per peer, with min, median, per-root median and the ratios to the JDK's
     * peer ({@code jdk}, named {@code baselineName} in the header). Shared with the writing cross-check.
     */
    public static String report(List<String> peers, long[][] nanos, String workload, int roots, double warmUpSeconds,
            String baselineName) {
        int baseline = peers.indexOf("jdk");
        double baselineMin = minimum(nanos[baseline]);
        double baselineMedian = median(nanos[baseline]);
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "%s (%d roots), %d rounds after %.0f s of warm-up, peers in turn (System.nanoTime per stream)%n",
                workload, roots, nanos[baseline].length, warmUpSeconds));
        out.append(String.format(Locale.ROOT, "%-16s %10s %10s %16s %13s %16s%n",
                "peer", "min ms", "median ms", "median ns/root", baselineName + "÷peer min", baselineName + "÷peer median"));
        for (int peer = 0; peer < peers.size(); peer++) {
            double min = minimum(nanos[peer]);
            double median = median(nanos[peer]);
            out.append(String.format(Locale.ROOT, "%-16s %10.3f %10.3f %16.1f %12.2fx %15.2fx%n", peers.get(peer),
                    min / 1e6, median / 1e6, median / roots, baselineMin / min, baselineMedian / median));
        }
        return out.toString();
    }

    static double minimum(long[] values) {
        return Arrays.stream(values).min().orElseThrow();
    }

    static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    }
}
