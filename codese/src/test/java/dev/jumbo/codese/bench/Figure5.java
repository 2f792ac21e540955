package dev.jumbo.codese.bench;

import dev.jumbo.codese.CodeseInputStream;
import dev.jumbo.codese.CodeseOptions;
import dev.jumbo.codese.CodeseOutputStream;
import dev.jumbo.codese.workloads.Workloads;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.lang.reflect.Constructor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The paper's Figure 5 protocol (and Figure 7c's disk sizes), as a program, never a test:
 * <pre>
 * Figure5 store DIR                          each workload to DIR/NAME.jdk (ObjectOutputStream) and DIR/NAME.codese
 * Figure5 measure FORMAT NAME REPS DIR [T]   in this JVM: REPS deserializations, the first from the file; prints ms
 * Figure5 run DIR [TRIALS] [NAMES...]        a fresh JVM per measurement (this class path), median of TRIALS; a table
 * Figure5 warm DIR [COUNT] [WARMUP] [NAMES...]  in this JVM: WARMUP then COUNT restores of each workload, CoDeSe and
 *                                            ObjectInputStream interleaved; medians of one restore and their ratio
 * </pre>
 * {@code run} measures 1, 2, 10 and 100 deserializations (the paper's figure stops at 10), the
 * formats in the system property {@code figure5.formats} (comma-separated; default every one), the
 * trials of a cell interleaved (format after format) so that a burst of load on a shared machine
 * falls on every format; beside each ratio of medians, the range of the trials' paired ratios.
 * FORMAT is {@code jdk} (ObjectInputStream), {@code jumbo} (JumboObjectInputStream, when this class
 * path has it), {@code codese} or {@code codese-T} (T restoring threads; the file stored with T
 * chunks). As in the paper, the JDK's readers load the file once into memory and read each further
 * copy from it; CoDeSe's first restore reads the file, and the next ones run the classes already
 * defined ({@code CodeseInputStream}'s cache of identical containers). Verification stays on.
 * {@code store} writes tables from {@code CodeseOptions}' default number of like operations, or
 * from the system property {@code figure5.tableRecords}.
 */
public final class Figure5 {
    private static final int[] REPETITIONS = {1, 2, 10, 100};
    /** The targets: the geometric mean of codese ÷ jdk over the workloads, by repetition count, at least this. */
    private static final Map<Integer, Double> FRESH_TARGETS = Map.of(1, 0.7, 10, 1.0, 100, 2.0);
    private static final double WARM_TARGET = 2.5;

    private Figure5() {
    }

    public static void main(String[] args) throws Exception {
        switch (args.length == 0 ? "" : args[0]) {
            case "store" -> store(Path.of(args[1]));
            case "measure" -> System.out.println(measure(args[1], args[2], Integer.parseInt(args[3]), Path.of(args[4])));
            case "run" -> run(Path.of(args[1]), args.length > 2 ? Integer.parseInt(args[2]) : 3,
                    args.length > 3 ? List.of(args).subList(3, args.length) : List.copyOf(Workloads.all().keySet()));
            case "warm" -> warm(Path.of(args[1]), args.length > 2 ? Integer.parseInt(args[2]) : 1_000,
                    args.length > 3 ? Integer.parseInt(args[3]) : 200,
                    args.length > 4 ? List.of(args).subList(4, args.length) : List.copyOf(Workloads.all().keySet()));
            default -> {
                System.err.println("usage: Figure5 store DIR | measure FORMAT NAME REPS DIR | run DIR [TRIALS] [NAMES...]"
                        + " | warm DIR [COUNT] [WARMUP] [NAMES...]");
                System.exit(1);
            }
        }
    }

    static void store(Path dir) throws IOException {
        Files.createDirectories(dir);
        CodeseOptions options = CodeseOptions.DEFAULTS.withTableRecords(
                Integer.getInteger("figure5.tableRecords", CodeseOptions.DEFAULTS.tableRecords()));
        for (Map.Entry<String, Supplier<Object>> workload : Workloads.all().entrySet()) {
            Object graph = workload.getValue().get();
            try (ObjectOutputStream out = new ObjectOutputStream(output(dir, workload.getKey() + ".jdk"))) {
                out.writeObject(graph);
            }
            for (int threads : new int[] {1, 2, 4}) {
                String suffix = threads == 1 ? ".codese" : ".codese-" + threads;
                try (CodeseOutputStream out = new CodeseOutputStream(output(dir, workload.getKey() + suffix),
                        options.withThreads(threads))) {
                    out.writeObject(graph);
                }
            }
            System.out.printf("stored %s: jdk %d bytes, codese %d bytes%n", workload.getKey(),
                    Files.size(dir.resolve(workload.getKey() + ".jdk")), Files.size(dir.resolve(workload.getKey() + ".codese")));
        }
    }

    private static OutputStream output(Path dir, String name) throws IOException {
        return new BufferedOutputStream(Files.newOutputStream(dir.resolve(name)));
    }

    /** Milliseconds for {@code repetitions} deserializations of one stored workload in this JVM. */
    static double measure(String format, String name, int repetitions, Path dir) throws Exception {
        boolean codese = format.startsWith("codese");
        int threads = format.startsWith("codese-") ? Integer.parseInt(format.substring(7)) : 1;
        Path file = dir.resolve(name + (codese ? (threads == 1 ? ".codese" : ".codese-" + threads) : ".jdk"));
        Object sink = null;
        long start = System.nanoTime();
        byte[] bytes;
        try (InputStream in = new BufferedInputStream(new FileInputStream(file.toFile()))) {
            bytes = in.readAllBytes();
        }
        ByteArrayInputStream memory = new ByteArrayInputStream(bytes);
        for (int i = 0; i < repetitions; i++) {
            memory.reset();
            try (ObjectInputStream in = open(format, memory, threads)) {
                sink = in.readObject();
            }
        }
        long elapsed = System.nanoTime() - start;
        if (sink == null) {
            throw new IllegalStateException("nothing restored");
        }
        return elapsed / 1e6;
    }

    private static ObjectInputStream open(String format, InputStream in, int threads) throws Exception {
        if (format.startsWith("codese")) {
            return new CodeseInputStream(in, CodeseOptions.DEFAULTS.withThreads(threads));
        }
        if (format.equals("jumbo")) {
            Constructor<?> jumbo = Class.forName("dev.jumbo.marshal.JumboObjectInputStream").getConstructor(InputStream.class);
            return (ObjectInputStream) jumbo.newInstance(in);
        }
        return new ObjectInputStream(in);
    }

    static void run(Path dir, int trials, List<String> names) throws Exception {
        List<String> formats = new ArrayList<>(List.of("jdk", "codese", "codese-2", "codese-4"));
        boolean hasJumbo = hasJumbo();
        if (hasJumbo) {
            formats.add(1, "jumbo");
        }
        String chosen = System.getProperty("figure5.formats");
        if (chosen != null) {
            List<String> wanted = List.of(chosen.split(","));
            formats.retainAll(wanted);
            hasJumbo = formats.contains("jumbo");
            if (!formats.contains("jdk") || !formats.contains("codese")) {
                throw new IllegalArgumentException("figure5.formats must name jdk and codese: " + chosen);
            }
        }
        StringBuilder table = new StringBuilder("| workload | reps | " + String.join(" ms | ", formats)
                + " ms | codese ÷ jdk | trials' range" + (hasJumbo ? " | codese ÷ jumbo" : "") + " | jdk bytes | codese bytes |\n");
        table.append("|---".repeat(formats.size() + 6 + (hasJumbo ? 1 : 0))).append("|\n");
        Map<Integer, List<Double>> speedups = new java.util.TreeMap<>();
        for (String name : names) {
            for (int repetitions : REPETITIONS) {
                double[][] times = new double[formats.size()][trials];
                for (int t = 0; t < trials; t++) {
                    for (int f = 0; f < formats.size(); f++) {
                        times[f][t] = freshJvm(formats.get(f), name, repetitions, dir);
                    }
                }
                int codeseIndex = formats.indexOf("codese");
                double lowest = Double.MAX_VALUE;
                double highest = 0;
                for (int t = 0; t < trials; t++) {
                    double paired = times[0][t] / times[codeseIndex][t];
                    lowest = Math.min(lowest, paired);
                    highest = Math.max(highest, paired);
                }
                double[] medians = new double[formats.size()];
                for (int f = 0; f < formats.size(); f++) {
                    medians[f] = median(times[f]);
                }
                double jdk = medians[0];
                double codese = medians[codeseIndex];
                speedups.computeIfAbsent(repetitions, key -> new ArrayList<>()).add(jdk / codese);
                table.append(String.format(Locale.ROOT, "| %s | %d |", name, repetitions));
                for (double median : medians) {
                    table.append(String.format(Locale.ROOT, " %.1f |", median));
                }
                table.append(String.format(Locale.ROOT, " %.2f× | %.2f–%.2f× |", jdk / codese, lowest, highest));
                if (hasJumbo) {
                    table.append(String.format(Locale.ROOT, " %.2f× |", medians[formats.indexOf("jumbo")] / codese));
                }
                table.append(String.format(Locale.ROOT, " %d | %d |%n", Files.size(dir.resolve(name + ".jdk")),
                        Files.size(dir.resolve(name + ".codese"))));
                System.err.println(table.substring(table.lastIndexOf("| " + name)).trim());
            }
        }
        System.out.print(table);
        System.out.println();
        for (Map.Entry<Integer, List<Double>> entry : speedups.entrySet()) {
            double mean = geometricMean(entry.getValue());
            Double target = FRESH_TARGETS.get(entry.getKey());
            System.out.printf(Locale.ROOT, "- geometric mean codese ÷ jdk at %d deserialization(s): %.2f×%s%n", entry.getKey(), mean,
                    target == null ? "" : String.format(Locale.ROOT, " (target ≥ %.1f×: %s)", target, mean >= target ? "met" : "missed"));
        }
    }

    /**
     * The warm case: {@code warmUp} then {@code count} restores of each workload in this JVM, one
     * CoDeSe restore and one ObjectInputStream restore after the other (which one goes first
     * alternates), each from the bytes in memory; the median of one restore of each, and the ratio
     * of the medians. CoDeSe's classes are defined by the first restore and reused after.
     */
    static void warm(Path dir, int count, int warmUp, List<String> names) throws Exception {
        StringBuilder table = new StringBuilder("| workload | restores | jdk µs | codese µs | codese ÷ jdk |\n|---|---|---|---|---|\n");
        List<Double> speedups = new ArrayList<>();
        for (String name : names) {
            byte[] jdkBytes = Files.readAllBytes(dir.resolve(name + ".jdk"));
            byte[] codeseBytes = Files.readAllBytes(dir.resolve(name + ".codese"));
            long[] jdk = new long[count];
            long[] codese = new long[count];
            for (int i = -warmUp; i < count; i++) {
                boolean jdkFirst = (i & 1) == 0;
                long first = restoreNanos(jdkFirst ? "jdk" : "codese", jdkFirst ? jdkBytes : codeseBytes);
                long second = restoreNanos(jdkFirst ? "codese" : "jdk", jdkFirst ? codeseBytes : jdkBytes);
                if (i >= 0) {
                    jdk[i] = jdkFirst ? first : second;
                    codese[i] = jdkFirst ? second : first;
                }
            }
            double jdkMedian = median(jdk) / 1e3;
            double codeseMedian = median(codese) / 1e3;
            speedups.add(jdkMedian / codeseMedian);
            String row = String.format(Locale.ROOT, "| %s | %d | %.1f | %.1f | %.2f× |%n", name, count, jdkMedian, codeseMedian,
                    jdkMedian / codeseMedian);
            System.err.print(row);
            table.append(row);
        }
        System.out.print(table);
        System.out.println();
        double mean = geometricMean(speedups);
        System.out.printf(Locale.ROOT, "- geometric mean codese ÷ jdk, warm (%d restores after %d): %.2f× (target ≥ %.1f×: %s)%n",
                count, warmUp, mean, WARM_TARGET, mean >= WARM_TARGET ? "met" : "missed");
    }

    private static long restoreNanos(String format, byte[] bytes) throws Exception {
        long start = System.nanoTime();
        Object restored;
        try (ObjectInputStream in = open(format, new ByteArrayInputStream(bytes), 1)) {
            restored = in.readObject();
        }
        long elapsed = System.nanoTime() - start;
        if (restored == null) {
            throw new IllegalStateException("nothing restored");
        }
        return elapsed;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private static double median(long[] values) {
        double[] asDoubles = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            asDoubles[i] = values[i];
        }
        return median(asDoubles);
    }

    private static double geometricMean(List<Double> values) {
        double logSum = 0;
        for (double value : values) {
            logSum += Math.log(value);
        }
        return Math.exp(logSum / values.size());
    }

    private static boolean hasJumbo() {
        try {
            Class.forName("dev.jumbo.marshal.JumboObjectInputStream");
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    private static double freshJvm(String format, String name, int repetitions, Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                Figure5.class.getName(), "measure", format, name, String.valueOf(repetitions), dir.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String output = new String(process.getInputStream().readAllBytes()).trim();
        if (process.waitFor() != 0) {
            throw new IllegalStateException(format + " " + name + " failed: " + output);
        }
        return Double.parseDouble(output);
    }
}
