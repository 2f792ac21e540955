package dev.jumbo.spark.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The cross-check of {@link SerializerBenchmark} with {@code System.nanoTime}: every serializer's
 * {@link SerializerWorkload} in one JVM, warmed up together for a number of seconds (a JVM's
 * first background generation waits for a million instances), then, per round, each operation
 * run by every serializer in turn, in an order that rotates per round, so that a JIT or GC phase
 * falls on all of them alike. Prints per operation each serializer's median (ns per sale; a
 * round trip's timing covers {@value #ROUND_TRIPS} of them) and the first serializer's median
 * ({@code JavaSerializer}'s by default) ÷ the serializer's.
 *
 * <p>Run: {@code spark/bench.sh crosscheck [warm-up seconds] [rounds] [serializers]} (defaults 20,
 * 60 and {@code java,kryo,kryo-registered,jumbo}; the first one named is the base of the ratios).
 */
public final class SerializerCrossCheck {
    private static final String SERIALIZERS = "java,kryo,kryo-registered,jumbo";
    private static final List<String> OPERATIONS = List.of("serializeStream", "deserializeStream", "roundTrip");
    /** Round trips per timing, so that one timing is as long as a stream's. */
    private static final int ROUND_TRIPS = 100;

    private SerializerCrossCheck() {
    }

    public static void main(String[] arguments) {
        int warmUpSeconds = arguments.length > 0 ? Integer.parseInt(arguments[0]) : 20;
        int rounds = arguments.length > 1 ? Integer.parseInt(arguments[1]) : 60;
        List<String> serializers = List.of((arguments.length > 2 ? arguments[2] : SERIALIZERS).split(","));
        List<SerializerWorkload> workloads = new ArrayList<>();
        for (String serializer : serializers) {
            workloads.add(new SerializerWorkload(serializer));
        }
        long warmUpEnd = System.nanoTime() + warmUpSeconds * 1_000_000_000L;
        for (int round = 0; System.nanoTime() < warmUpEnd; round++) {
            runRound(workloads, serializers, round, null);
        }
        double[][][] nanos = new double[OPERATIONS.size()][serializers.size()][rounds];
        for (int round = 0; round < rounds; round++) {
            runRound(workloads, serializers, round, nanos);
        }
        System.out.printf(Locale.ROOT, "Spark serializers, ns per sale: medians of %d rounds after %d s of warm-up, all in one JVM%n",
                rounds, warmUpSeconds);
        for (int operation = 0; operation < OPERATIONS.size(); operation++) {
            double base = median(nanos[operation][0]);
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-18s", OPERATIONS.get(operation)));
            for (int serializer = 0; serializer < serializers.size(); serializer++) {
                double median = median(nanos[operation][serializer]);
                line.append(String.format(Locale.ROOT, "  %s %,.0f (%.2fx)", serializers.get(serializer), median, base / median));
            }
            System.out.println(line);
        }
    }

    /** One round: every operation by every serializer, rotated by {@code round}; times kept when {@code nanos} is given. */
    private static void runRound(List<SerializerWorkload> workloads, List<String> serializers, int round,
                                 double[][][] nanos) {
        for (int operation = 0; operation < OPERATIONS.size(); operation++) {
            for (int turn = 0; turn < workloads.size(); turn++) {
                int serializer = (turn + round) % workloads.size();
                SerializerWorkload workload = workloads.get(serializer);
                long start = System.nanoTime();
                Object result = run(workload, operation);
                long elapsed = System.nanoTime() - start;
                if (result == null) {
                    throw new IllegalStateException(serializers.get(serializer) + " read nothing");
                }
                if (nanos != null) {
                    int perTiming = operation == 2 ? ROUND_TRIPS : SerializerWorkload.STREAM;
                    nanos[operation][serializer][round] = (double) elapsed / perTiming;
                }
            }
        }
    }

    private static Object run(SerializerWorkload workload, int operation) {
        switch (operation) {
            case 0:
                return workload.serializeStream();
            case 1:
                return workload.deserializeStream();
            default:
                Object last = null;
                for (int i = 0; i < ROUND_TRIPS; i++) {
                    last = workload.roundTrip();
                }
                return last;
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
