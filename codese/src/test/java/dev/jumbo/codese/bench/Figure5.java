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
 * </pre>
 * FORMAT is {@code jdk} (ObjectInputStream), {@code jumbo} (JumboObjectInputStream, when this class
 * path has it), {@code codese} or {@code codese-T} (T restoring threads; the file stored with T
 * chunks). As in the paper, the JDK's readers load the file once into memory and read each further
 * copy from it; CoDeSe's first restore reads the file, and the next ones run the classes already
 * defined ({@code CodeseInputStream}'s cache of identical containers). Verification stays on.
 */
public final class Figure5 {
    private static final int[] REPETITIONS = {1, 2, 10};

    private Figure5() {
    }

    public static void main(String[] args) throws Exception {
        switch (args.length == 0 ? "" : args[0]) {
            case "store" -> store(Path.of(args[1]));
            case "measure" -> System.out.println(measure(args[1], args[2], Integer.parseInt(args[3]), Path.of(args[4])));
            case "run" -> run(Path.of(args[1]), args.length > 2 ? Integer.parseInt(args[2]) : 3,
                    args.length > 3 ? List.of(args).subList(3, args.length) : List.copyOf(Workloads.all().keySet()));
            default -> {
                System.err.println("usage: Figure5 store DIR | measure FORMAT NAME REPS DIR | run DIR [TRIALS] [NAMES...]");
                System.exit(1);
            }
        }
    }

    static void store(Path dir) throws IOException {
        Files.createDirectories(dir);
        for (Map.Entry<String, Supplier<Object>> workload : Workloads.all().entrySet()) {
            Object graph = workload.getValue().get();
            try (ObjectOutputStream out = new ObjectOutputStream(output(dir, workload.getKey() + ".jdk"))) {
                out.writeObject(graph);
            }
            for (int threads : new int[] {1, 2, 4}) {
                String suffix = threads == 1 ? ".codese" : ".codese-" + threads;
                try (CodeseOutputStream out = new CodeseOutputStream(output(dir, workload.getKey() + suffix),
                        CodeseOptions.DEFAULTS.withThreads(threads))) {
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
        StringBuilder table = new StringBuilder("| workload | reps | " + String.join(" ms | ", formats)
                + " ms | codese ÷ jdk" + (hasJumbo ? " | codese ÷ jumbo" : "") + " | jdk bytes | codese bytes |\n");
        table.append("|---".repeat(formats.size() + 5 + (hasJumbo ? 1 : 0))).append("|\n");
        Map<Integer, List<Double>> speedups = new java.util.TreeMap<>();
        for (String name : names) {
            for (int repetitions : REPETITIONS) {
                double[] medians = new double[formats.size()];
                for (int f = 0; f < formats.size(); f++) {
                    double[] times = new double[trials];
                    for (int t = 0; t < trials; t++) {
                        times[t] = freshJvm(formats.get(f), name, repetitions, dir);
                    }
                    Arrays.sort(times);
                    medians[f] = times[trials / 2];
                }
                double jdk = medians[0];
                double codese = medians[formats.indexOf("codese")];
                speedups.computeIfAbsent(repetitions, key -> new ArrayList<>()).add(jdk / codese);
                table.append(String.format(Locale.ROOT, "| %s | %d |", name, repetitions));
                for (double median : medians) {
                    table.append(String.format(Locale.ROOT, " %.1f |", median));
                }
                table.append(String.format(Locale.ROOT, " %.2f× |", jdk / codese));
                if (hasJumbo) {
                    table.append(String.format(Locale.ROOT, " %.2f× |", medians[1] / codese));
                }
                table.append(String.format(Locale.ROOT, " %d | %d |%n", Files.size(dir.resolve(name + ".jdk")),
                        Files.size(dir.resolve(name + ".codese"))));
                System.err.println(table.substring(table.lastIndexOf("| " + name)).trim());
            }
        }
        System.out.print(table);
        for (Map.Entry<Integer, List<Double>> entry : speedups.entrySet()) {
            double logSum = 0;
            for (double speedup : entry.getValue()) {
                logSum += Math.log(speedup);
            }
            System.out.printf(Locale.ROOT, "geometric mean codese ÷ jdk at %d deserialization(s): %.2f×%n", entry.getKey(),
                    Math.exp(logSum / entry.getValue().size()));
        }
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
