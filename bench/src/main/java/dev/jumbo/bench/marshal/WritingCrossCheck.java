package dev.jumbo.bench.marshal;

import dev.jumbo.bench.unmarshal.ReadingCrossCheck;
import java.util.ArrayList;
import java.util.List;

/**
 * A cross-check of the headline writing figures without JMH: a workload (by default {@code Dummy}
 * ×20,000) written by each peer, timed with {@code System.nanoTime} around each whole stream. The
 * peers take turns in every round, so that a burst of load on the machine falls on all of them
 * alike. It warms up for a fixed time, then prints, per peer, the minimum and the median time per
 * stream and the JDK writer's time divided by the peer's (above 1×: faster than
 * {@code ObjectOutputStream}).
 *
 * <p>Usage: {@code WritingCrossCheck [--workload NAME] [--count SIZE] [--rounds R] [--warm-up SECONDS]
 * [--peers P,P,...]} (defaults: {@code DUMMY}, 20000, 300, 10, {@code jdk,hand,jumbo}); run it in a JVM
 * of its own with the JVM's defaults:
 * {@code java -cp bench/target/benchmarks.jar dev.jumbo.bench.marshal.WritingCrossCheck}.
 */
public final class WritingCrossCheck {
    private WritingCrossCheck() {
    }

    public static void main(String[] arguments) throws Exception {
        CrossCheckArguments parsed = CrossCheckArguments.parse("WritingCrossCheck", arguments, 300, List.of("jdk", "hand", "jumbo"));
        Workload workload = parsed.workload();
        String count = parsed.count();
        int rounds = parsed.rounds();
        double warmUpSeconds = parsed.warmUpSeconds();
        List<String> peers = parsed.peers();
        Object[] roots = workload.roots(count);
        List<PeerRun> runs = new ArrayList<>();
        for (String peer : peers) {
            runs.add(PeerRun.start(peer, workload));
        }
        long warmUpEnd = System.nanoTime() + (long) (warmUpSeconds * 1e9);
        while (System.nanoTime() < warmUpEnd) {
            for (PeerRun run : runs) {
                run.write(roots);
            }
        }
        long[][] nanos = new long[runs.size()][rounds];
        for (int round = 0; round < rounds; round++) {
            for (int peer = 0; peer < runs.size(); peer++) {
                long start = System.nanoTime();
                runs.get(peer).write(roots);
                nanos[peer][round] = System.nanoTime() - start;
            }
        }
        System.out.print(ReadingCrossCheck.report(peers, nanos, workload.name() + " " + count + " written", roots.length,
                warmUpSeconds, "OOS"));
    }
}
