package dev.jumbo.bench.marshal.shortstream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The cross-check of {@link ShortStreamBenchmark} with {@code System.nanoTime}: every peer runs in
 * one JVM, interleaved (each round times every peer in turn, the order rotating per round), so a
 * JIT or GC phase falls on all of them alike; each figure is the median of the rounds. First
 * Jumbo alone until the shape's classes have generated code, then warm-up rounds; it prints
 * write, read and round trip per message, and each ÷ the JDK's. Where a hand-specialized writer
 * of the shape exists (the map's, {@link MapHandWriter}), it writes in the same rounds, and the
 * line of Jumbo gives its write ÷ that limit's. A second section times the Java-serialization
 * peers again, called {@value #DEEP_FRAMES} frames deeper, as an application's thread calls them.
 * Beside Jumbo as a user opens it, {@code jumbo-loader} reads with the class loader named in its
 * options ({@code Options.withClassLoader}), which spares the stack walk for the caller's loader.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar dev.jumbo.bench.marshal.shortstream.ShortStreamCrossCheck [rounds]}
 */
public final class ShortStreamCrossCheck {
    private static final List<String> PEERS = List.of("jdk", "reflective", "jumbo", "jumbo-loader", "kryo", "fory");
    /** The format's limit, a write-only peer, where the shape has one. */
    private static final String LIMIT = "hand";
    private static final String[] OPERATIONS = {"write", "read", "round trip"};
    private static final int MESSAGES_PER_ROUND = 2_000;
    /**
     * The second section's extra stack depth: a servlet's or a Spark task's thread calls a
     * serializer some 50 to 150 frames deep, where this harness's own calls are a handful.
     */
    private static final int DEEP_FRAMES = 64;
    private static final List<Shape> DEEP_SHAPES = List.of(Shape.MEDIA, Shape.RECORD, Shape.MAP);
    private static final List<String> DEEP_PEERS = List.of("jdk", "reflective", "jumbo", "jumbo-loader");

    private ShortStreamCrossCheck() {
    }

    public static void main(String[] arguments) throws Exception {
        int rounds = arguments.length > 0 ? Integer.parseInt(arguments[0]) : 60;
        System.out.printf(Locale.ROOT, "one message per fresh stream, ns per message: median of %d rounds after %d warm-up rounds, %d messages each%n",
                rounds, rounds / 2, MESSAGES_PER_ROUND);
        for (Shape shape : Shape.values()) {
            List<ShortStreamRunner> runners = new ArrayList<>();
            List<String> names = new ArrayList<>(PEERS);
            for (String peer : PEERS) {
                runners.add(new ShortStreamRunner(peer, shape));
            }
            ShortStreamRunner limit = limitOf(shape);
            if (limit != null) {
                runners.add(limit);
                names.add(LIMIT);
            }
            int generationRounds = untilGenerated(runners.get(PEERS.indexOf("jumbo")), shape);
            System.out.printf(Locale.ROOT, "%s: every class with Jumbo's code (or its reason to keep the reflective path) after %d rounds of Jumbo alone%n",
                    shape.name().toLowerCase(Locale.ROOT), generationRounds);
            report(shape.name().toLowerCase(Locale.ROOT), names, runners, limit, interleaved(runners, 0, rounds));
        }
        System.out.printf(Locale.ROOT, "called %d frames deeper, as from a server's or a task's thread:%n", DEEP_FRAMES);
        for (Shape shape : DEEP_SHAPES) {
            List<ShortStreamRunner> runners = new ArrayList<>();
            for (String peer : DEEP_PEERS) {
                runners.add(new ShortStreamRunner(peer, shape));
            }
            String label = shape.name().toLowerCase(Locale.ROOT) + "+" + DEEP_FRAMES;
            report(label, DEEP_PEERS, runners, null, interleaved(runners, DEEP_FRAMES, rounds));
        }
    }

    /**
     * Per runner and operation, the nanoseconds per message of {@code rounds} rounds after
     * {@code rounds / 2} warm-up rounds, the runners taking turns in an order that rotates per
     * round, each called {@code frames} frames deeper than this method.
     */
    private static double[][][] interleaved(List<ShortStreamRunner> runners, int frames, int rounds) throws Exception {
        int warmUp = rounds / 2;
        double[][][] times = new double[runners.size()][OPERATIONS.length][rounds];
        for (int round = 0; round < warmUp + rounds; round++) {
            for (int turn = 0; turn < runners.size(); turn++) {
                int index = (turn + round) % runners.size();
                for (int operation = 0; operation < OPERATIONS.length; operation++) {
                    if (operation != ShortStreamRunner.WRITE && !runners.get(index).reads()) {
                        continue;
                    }
                    double perMessage = runners.get(index).nanosPerMessageAtDepth(frames, operation, MESSAGES_PER_ROUND);
                    if (round >= warmUp) {
                        times[index][operation][round - warmUp] = perMessage;
                    }
                }
            }
        }
        return times;
    }

    /** One line per runner: each operation's median and the JDK's (the first runner's) ÷ it; Jumbo's write ÷ the limit's, where there is one. */
    private static void report(String label, List<String> names, List<ShortStreamRunner> runners, ShortStreamRunner limit,
                               double[][][] times) {
        double[] jdk = new double[OPERATIONS.length];
        for (int operation = 0; operation < OPERATIONS.length; operation++) {
            jdk[operation] = median(times[0][operation]);
        }
        for (int index = 0; index < runners.size(); index++) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-9s %-12s", label, names.get(index)));
            int operations = runners.get(index).reads() ? OPERATIONS.length : 1;
            for (int operation = 0; operation < operations; operation++) {
                double median = median(times[index][operation]);
                line.append(String.format(Locale.ROOT, "  %s %8.0f ns (%.2fx JDK)", OPERATIONS[operation], median, jdk[operation] / median));
            }
            if (limit != null && names.get(index).equals("jumbo")) {
                double limitWrite = median(times[runners.indexOf(limit)][ShortStreamRunner.WRITE]);
                double jumboWrite = median(times[index][ShortStreamRunner.WRITE]);
                line.append(String.format(Locale.ROOT, "  write jumbo÷limit %.2f", limitWrite / jumboWrite));
            }
            System.out.println(line);
        }
    }

    /** The hand-specialized writer of the shape, or null where there is none. */
    private static ShortStreamRunner limitOf(Shape shape) throws Exception {
        if (shape != Shape.MAP) {
            return null;
        }
        return new ShortStreamRunner(LIMIT, shape);
    }

    /**
     * Rounds of Jumbo alone until each of the shape's classes has generated code, as in a
     * long-running application and in the JMH benchmark's warm-up: a JVM's first generation waits
     * for a million instances through the reflective path ({@code Options.FIRST_GENERATION_MARK}),
     * more than the interleaved warm-up rounds serve a small message. At most 2,000 rounds.
     */
    private static int untilGenerated(ShortStreamRunner jumbo, Shape shape) throws Exception {
        int round = 0;
        while (round < 2_000 && !generated(shape)) {
            jumbo.nanosPerMessage(ShortStreamRunner.ROUND_TRIP, MESSAGES_PER_ROUND);
            round++;
        }
        return round;
    }

    /** Whether each class has its generated marshaller and unmarshaller, or keeps the reflective path for a reason (an enum, say). */
    private static boolean generated(Shape shape) {
        dev.jumbo.marshal.MarshallerCache writing = dev.jumbo.marshal.MarshallerCache.shared();
        dev.jumbo.marshal.UnmarshallerCache reading = dev.jumbo.marshal.UnmarshallerCache.shared();
        for (Class<?> type : shape.classes()) {
            if (type.isEnum()) {
                continue; // written and read by the stream grammar's own rule, never by generated code
            }
            boolean written = writing.marshaller(type) != null || writing.reasonForReflectivePath(type) != null;
            boolean read = reading.generatedCount(type) > 0 || !reading.reasonsForReflectivePath(type).isEmpty();
            if (!written || !read) {
                return false;
            }
        }
        return true;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
