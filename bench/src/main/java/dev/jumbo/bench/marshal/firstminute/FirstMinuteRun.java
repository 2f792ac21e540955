package dev.jumbo.bench.marshal.firstminute;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The first minute of a fresh JVM, measured: {@link FirstMinute} in one new JVM per
 * measurement, for each peer, the peers interleaved (each round runs every peer once, in an
 * order that rotates per round, so a noisy moment falls on all of them alike). Each figure is the
 * median over the rounds, with the minimum and maximum.
 *
 * <p>Peers are the benchmarks' peer names ({@code jdk}, {@code jumbo}, {@code kryo}…), and:
 * <ul>
 *   <li>{@code jumbo-prebuilt}: Jumbo with marshallers and unmarshallers stored at build time for
 *       the workloads' classes ({@code PrebuiltGenerator.writeTo}, what the {@code jumbo:marshallers}
 *       goal runs), in a directory put before the benchmarks' jar on the class path, with the
 *       class files of those classes copied beside it (stored code is found beside its class).</li>
 *   <li>{@code jumbo-cds}: Jumbo with a dynamic class-data-sharing archive of the JVM's classes
 *       and ours, made by one training run of the same program ({@code -XX:ArchiveClassesAtExit}),
 *       then used by every measured run ({@code -XX:SharedArchiveFile}), as the README's dynamic
 *       archive is. The archive must be made from the jar it runs with: one made before a rebuild
 *       does not load, and {@code -Xlog:cds=off} hides the warning.</li>
 * </ul>
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar dev.jumbo.bench.marshal.firstminute.FirstMinuteRun
 * [--jvms N] [--peers a,b,c] [--tsv FILE]}; it prints the table, and writes each peer's and phase's
 * median, minimum and maximum as tab-separated values for the report ({@code FirstMinuteSection}).
 */
public final class FirstMinuteRun {
    private static final String CDS = "-cds";
    private static final String PREBUILT = "-prebuilt";

    private FirstMinuteRun() {
    }

    public static void main(String[] arguments) throws Exception {
        int jvms = 5;
        List<String> peers = List.of("jdk", "jumbo", "jumbo-prebuilt", "jumbo-cds", "kryo", "fory");
        Path tsv = null;
        for (int i = 0; i < arguments.length; i++) {
            switch (arguments[i]) {
                case "--jvms" -> jvms = Integer.parseInt(arguments[++i]);
                case "--peers" -> peers = List.of(arguments[++i].split(","));
                case "--tsv" -> tsv = Path.of(arguments[++i]);
                default -> throw new IllegalArgumentException("usage: FirstMinuteRun [--jvms N] [--peers a,b,c] [--tsv FILE]");
            }
        }
        if (!peers.contains("jdk")) {
            throw new IllegalArgumentException("the peers must include jdk: every figure is a ratio to it");
        }
        Path work = Files.createTempDirectory("first-minute");
        Map<String, List<String>> options = new LinkedHashMap<>();
        for (String peer : peers) {
            options.put(peer, jvmOptions(peer, work));
        }
        Map<String, Map<String, double[]>> times = new LinkedHashMap<>();
        for (String peer : peers) {
            Map<String, double[]> byPhase = new LinkedHashMap<>();
            for (String phase : FirstMinute.PHASES) {
                byPhase.put(phase, new double[jvms]);
            }
            times.put(peer, byPhase);
        }
        for (int round = 0; round < jvms; round++) {
            for (int turn = 0; turn < peers.size(); turn++) {
                String peer = peers.get((turn + round) % peers.size());
                Map<String, Double> measured = run(peer, options.get(peer));
                for (String phase : FirstMinute.PHASES) {
                    times.get(peer).get(phase)[round] = measured.get(phase);
                }
            }
            System.err.printf(Locale.ROOT, "round %d of %d done%n", round + 1, jvms);
        }
        String table = table(times, jvms);
        System.out.print(table);
        if (tsv != null) {
            Files.writeString(tsv, tsv(times), StandardCharsets.UTF_8);
        }
    }

    /**
     * The JVM options of a peer's measured runs: a CDS peer's archive is made here, by a training
     * run; a prebuilt peer's stored code is generated here, into a directory of its own.
     */
    private static List<String> jvmOptions(String peer, Path work) throws IOException, InterruptedException {
        if (peer.endsWith(PREBUILT)) {
            Path classes = work.resolve(peer);
            dev.jumbo.marshal.prebuilt.PrebuiltGenerator.Report report =
                    dev.jumbo.marshal.prebuilt.PrebuiltGenerator.writeTo(classes, FirstMinute.classes());
            if (report.writers() == 0 || report.readers() == 0) {
                throw new IllegalStateException("no code stored for the first minute's classes: " + report.notes());
            }
            // Stored code is found beside its class: the classes are copied to the directory, which
            // comes first on the class path, as a project's classes directory holds both.
            for (Class<?> type : FirstMinute.classes()) {
                String file = type.getName().replace('.', '/') + ".class";
                Path target = classes.resolve(file);
                Files.createDirectories(target.getParent());
                try (java.io.InputStream in = type.getClassLoader().getResourceAsStream(file)) {
                    Files.write(target, in.readAllBytes());
                }
            }
            return List.of("-cp", classes + java.io.File.pathSeparator + System.getProperty("java.class.path"));
        }
        if (!peer.endsWith(CDS)) {
            return List.of();
        }
        Path archive = work.resolve(peer + ".jsa");
        String trained = peer.substring(0, peer.length() - CDS.length());
        run(trained, List.of("-XX:ArchiveClassesAtExit=" + archive, "-Xlog:cds=off", "-Xlog:cds+dynamic=off"));
        if (!Files.exists(archive)) {
            throw new IllegalStateException("the training run made no archive " + archive);
        }
        return List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds=off");
    }

    /** One fresh JVM: the phases' milliseconds. */
    private static Map<String, Double> run(String peer, List<String> jvmOptions) throws IOException, InterruptedException {
        String base = peer.endsWith(CDS) ? peer.substring(0, peer.length() - CDS.length())
                : peer.endsWith(PREBUILT) ? peer.substring(0, peer.length() - PREBUILT.length()) : peer;
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        if (!jvmOptions.contains("-cp")) {
            command.add("-cp");
            command.add(System.getProperty("java.class.path"));
        }
        command.add(FirstMinute.class.getName());
        command.add(base);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IllegalStateException("peer " + peer + " failed:\n" + output);
        }
        Map<String, Double> measured = new LinkedHashMap<>();
        for (String line : output.split("\n")) {
            String[] parts = line.trim().split(" ");
            if (parts.length == 2 && FirstMinute.PHASES.contains(parts[0])) {
                measured.put(parts[0], Double.parseDouble(parts[1]));
            }
        }
        if (!measured.keySet().containsAll(FirstMinute.PHASES)) {
            throw new IllegalStateException("peer " + peer + " printed no phase times:\n" + output);
        }
        return measured;
    }

    private static String table(Map<String, Map<String, double[]>> times, int jvms) {
        StringBuilder table = new StringBuilder();
        table.append(String.format(Locale.ROOT, "ms per phase: median (minimum–maximum) of %d fresh JVMs per peer, peers interleaved; "
                + "JDK ÷ peer: the JDK's median ÷ the peer's%n%n", jvms));
        table.append("| phase |");
        for (String peer : times.keySet()) {
            table.append(' ').append(peer).append(" |");
        }
        table.append('\n').append("|---|");
        table.append("---:|".repeat(times.size())).append('\n');
        for (String phase : FirstMinute.PHASES) {
            table.append("| ").append(phase).append(" |");
            double jdk = median(times.get("jdk").get(phase));
            for (Map<String, double[]> byPhase : times.values()) {
                double[] values = byPhase.get(phase);
                double median = median(values);
                table.append(String.format(Locale.ROOT, " %.1f (%.1f–%.1f) %.2f× |", median,
                        Arrays.stream(values).min().orElseThrow(), Arrays.stream(values).max().orElseThrow(), jdk / median));
            }
            table.append('\n');
        }
        return table.toString();
    }

    /** peer phase median minimum maximum, one line each. */
    private static String tsv(Map<String, Map<String, double[]>> times) {
        StringBuilder lines = new StringBuilder();
        times.forEach((peer, byPhase) -> byPhase.forEach((phase, values) -> lines.append(String.format(Locale.ROOT,
                "%s\t%s\t%.3f\t%.3f\t%.3f%n", peer, phase, median(values),
                Arrays.stream(values).min().orElseThrow(), Arrays.stream(values).max().orElseThrow()))));
        return lines.toString();
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
