package dev.jumbo.bench.unmarshal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The cross-check of the polluted reading headline ({@link ReadPollutedBenchmark}) with
 * {@code System.nanoTime}: every peer's reader is polluted as the benchmark's
 * ({@link PollutedReading}), all in one JVM; then, per round, every cell is read by every peer in
 * turn, in an order that rotates per round, so that a JIT or GC phase falls on all of them
 * alike. It prints, per cell, each peer's median time per stream and the JDK's median ÷ the
 * peer's, and for the {@code Dummy} and list cells the hand-specialized reader's ÷ Jumbo's.
 *
 * <p>Before the rounds, each peer reads each cell on its own for a second, as JMH's warm-up
 * iterations do. Without it the rounds measured warm-up: after the pollution, the business
 * objects took the JDK's reader some 500 reads and Jumbo's some 1,600 to reach their steady
 * speed (816 µs a stream falling to 185 for Jumbo, 842 to 350 for the JDK), and the rounds give
 * each cell a few dozen.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar dev.jumbo.bench.unmarshal.PollutedReadingCrossCheck [rounds]}.
 */
public final class PollutedReadingCrossCheck {
    private static final List<String> PEERS = List.of("jdk", "hand", "reflective", "jumbo", "kryo", "fory");
    private static final long WARM_UP_NANOS_PER_CELL = 1_000_000_000L;

    private PollutedReadingCrossCheck() {
    }

    public static void main(String[] arguments) throws Exception {
        int rounds = arguments.length > 0 ? Integer.parseInt(arguments[0]) : 41;
        int warmUp = rounds / 2;
        List<PollutedReading> readers = new ArrayList<>();
        for (String peer : PEERS) {
            readers.add(PollutedReading.start(peer));
        }
        List<PollutedReading.Cell> cells = PollutedReading.CELLS;
        for (PollutedReading.Cell cell : cells) {
            for (PollutedReading reader : readers) {
                if (reader.reads(cell.name())) {
                    long end = System.nanoTime() + WARM_UP_NANOS_PER_CELL;
                    while (System.nanoTime() < end) {
                        reader.read(cell.name());
                    }
                }
            }
        }
        double[][][] nanos = new double[cells.size()][PEERS.size()][rounds];
        for (int round = 0; round < warmUp + rounds; round++) {
            for (int cell = 0; cell < cells.size(); cell++) {
                String name = cells.get(cell).name();
                for (int turn = 0; turn < PEERS.size(); turn++) {
                    int peer = (turn + round) % PEERS.size();
                    if (!readers.get(peer).reads(name)) {
                        continue;
                    }
                    long start = System.nanoTime();
                    Object[] roots = readers.get(peer).read(name);
                    long elapsed = System.nanoTime() - start;
                    if (roots[roots.length - 1] == null) {
                        throw new IllegalStateException(PEERS.get(peer) + " read no last root of " + name);
                    }
                    if (round >= warmUp) {
                        nanos[cell][peer][round - warmUp] = elapsed;
                    }
                }
            }
        }
        System.out.printf(Locale.ROOT, "reading in a polluted JVM, µs per stream: median of %d rounds after a second of each cell alone per peer and %d warm-up rounds%n",
                rounds, warmUp);
        for (int cell = 0; cell < cells.size(); cell++) {
            double jdk = median(nanos[cell][0]);
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-16s", cells.get(cell).name()));
            for (int peer = 0; peer < PEERS.size(); peer++) {
                if (!readers.get(peer).reads(cells.get(cell).name())) {
                    continue;
                }
                double median = median(nanos[cell][peer]);
                line.append(String.format(Locale.ROOT, "  %s %9.1f (%.2fx)", PEERS.get(peer), median / 1e3, jdk / median));
            }
            if (readers.get(1).reads(cells.get(cell).name())) {
                line.append(String.format(Locale.ROOT, "  jumbo÷limit %.2f", median(nanos[cell][1]) / median(nanos[cell][3])));
            }
            System.out.println(line);
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
