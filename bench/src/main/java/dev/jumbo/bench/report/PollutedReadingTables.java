package dev.jumbo.bench.report;

import dev.jumbo.bench.unmarshal.PollutedReading;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The reading section's headline: the reading tables' workloads read in a polluted JVM
 * ({@code ReadPollutedBenchmark}: each reader first read 200 other classes and every workload in
 * turn), with the hand-specialized reader as the limit on the {@code Dummy} and list cells; and
 * the reading targets measured on it.
 */
final class PollutedReadingTables {
    static final String BENCHMARK = "ReadPollutedBenchmark";
    static final List<String> PEERS = List.of("jdk", "hand", "reflective", "jumbo", "kryo", "fory");
    static final List<String> HAND_CELLS = List.of("dummy", "lists");
    /** The realistic data of the geometric-mean target. */
    static final List<String> REALISTIC_CELLS = List.of("media", "integerList", "stringList", "stringToLongMap", "business");

    private final ResultSet results;
    private final ReadingSection clean;
    private final String crossCheck;

    PollutedReadingTables(ResultSet results, ReadingSection clean, String crossCheck) {
        this.results = results;
        this.clean = clean;
        this.crossCheck = crossCheck;
    }

    Optional<BenchmarkResult> result(String cell, String peer) {
        return results.find(BENCHMARK, "read", Map.of("cell", cell, "peer", peer));
    }

    /** {@code base}'s time ÷ {@code peer}'s time on a cell. */
    Optional<Ratio> ratio(String cell, String base, String peer) {
        Optional<BenchmarkResult> numerator = result(cell, base);
        Optional<BenchmarkResult> denominator = result(cell, peer);
        if (numerator.isEmpty() || denominator.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Ratio.of(numerator.get().scoreNanos(), numerator.get().errorNanos(),
                denominator.get().scoreNanos(), denominator.get().errorNanos()));
    }

    boolean measured() {
        return PollutedReading.CELLS.stream().anyMatch(cell -> result(cell.name(), "jdk").isPresent());
    }

    /** The reading targets, on the polluted JVM. */
    void targets(MarkdownTable table) {
        for (String cell : HAND_CELLS) {
            String name = cell.equals("dummy") ? "`Dummy` ×20k" : "200 lists of 50 `DummyNode`s";
            row(table, "≥ 0.6 of the hand-specialized reader, " + name + ", polluted JVM", "Hand ÷ Jumbo (Jumbo ÷ limit)",
                    ratio(cell, "hand", "jumbo"), 0.6, ratio(cell, "jdk", "hand").map(ratio -> "OIS ÷ Hand " + ratio.render()).orElse(""));
        }
        List<Ratio> realistic = new ArrayList<>();
        Optional<Ratio> lowest = Optional.empty();
        String lowestCell = "";
        for (String cell : REALISTIC_CELLS) {
            Optional<Ratio> ratio = ratio(cell, "jdk", "jumbo");
            ratio.ifPresent(realistic::add);
            if (ratio.isPresent() && (lowest.isEmpty() || ratio.get().value() < lowest.get().value())) {
                lowest = ratio;
                lowestCell = cell;
            }
        }
        Optional<Ratio> mean = realistic.size() == REALISTIC_CELLS.size() ? Optional.of(Ratio.geometricMean(realistic)) : Optional.empty();
        row(table, "≥ 3× OIS on realistic data, geometric mean, polluted JVM",
                "OIS ÷ Jumbo, geometric mean of " + String.join(", ", REALISTIC_CELLS), mean, 3, "");
        row(table, "none below 2× OIS on realistic data, polluted JVM", "OIS ÷ Jumbo, the lowest: " + lowestCell, lowest, 2, "");
    }

    private static void row(MarkdownTable table, String target, String measuredAs, Optional<Ratio> ratio, double bound, String comparison) {
        table.row(List.of(target, measuredAs, ratio.map(Ratio::render).orElse(Format.PENDING),
                ratio.map(value -> value.verdict(bound)).orElse(Format.PENDING), comparison));
    }

    String render() {
        StringBuilder out = new StringBuilder("### Reading in a polluted JVM (the headline)\n\n");
        out.append("Each reader first read many instances of 200 other classes, then every workload below in turn, 20 times ")
                .append("(at set-up, before JMH's warm-up), as an application's reader has; each invocation then reads one ")
                .append("stream of the row's workload. The hand-specialized reader reads the `Dummy` streams and the lists only, ")
                .append("and nothing before: it dispatches on nothing. The reading targets are measured here.\n\n");
        if (!measured()) {
            return out.append("Not measured in this run.\n\n").toString();
        }
        out.append("Time per stream, ms ± 99.9 % half-interval (lower is better):\n\n");
        MarkdownTable times = new MarkdownTable(header());
        for (PollutedReading.Cell cell : PollutedReading.CELLS) {
            List<String> row = new ArrayList<>(List.of(cell.name()));
            for (String peer : PEERS) {
                row.add(result(cell.name(), peer).map(result -> Format.significant(result.scoreNanos() / 1e6)
                        + (Double.isFinite(result.errorNanos()) ? " ±" + Format.significant(result.errorNanos() / 1e6) : ""))
                        .orElse(Format.NOT_RUN));
            }
            times.row(row);
        }
        out.append(times.render()).append('\n');
        out.append("Speed-up over `java.io.ObjectInputStream` (OIS time ÷ peer time):\n\n");
        out.append(ratios("jdk").render()).append('\n');
        out.append("Each peer ÷ the limit (hand time ÷ peer time; 1 is the limit):\n\n");
        MarkdownTable limit = new MarkdownTable(List.of("cell", "OIS", "Reflective", "Jumbo", "Kryo", "Fory"));
        for (String cell : HAND_CELLS) {
            List<String> row = new ArrayList<>(List.of(cell));
            for (String peer : List.of("jdk", "reflective", "jumbo", "kryo", "fory")) {
                row.add(ratio(cell, "hand", peer).map(Ratio::render).orElse(Format.NOT_RUN));
            }
            limit.row(row);
        }
        out.append(limit.render()).append('\n');
        out.append("What the pollution costs: polluted time ÷ the time of the same workload in its own table above "
                + "(above 1×: the other classes, in the reader and in the JIT's profiles, cost that much):\n\n");
        MarkdownTable cost = new MarkdownTable(List.of("cell", "OIS", "Reflective", "Jumbo", "Kryo", "Fory"));
        for (PollutedReading.Cell cell : PollutedReading.CELLS) {
            List<String> row = new ArrayList<>(List.of(cell.name()));
            for (String peer : List.of("jdk", "reflective", "jumbo", "kryo", "fory")) {
                Optional<BenchmarkResult> polluted = result(cell.name(), peer);
                Optional<BenchmarkResult> alone = clean.result(cell.workload(), cell.size(), peer);
                row.add(polluted.isPresent() && alone.isPresent()
                        ? Ratio.of(polluted.get().scoreNanos(), polluted.get().errorNanos(), alone.get().scoreNanos(),
                                alone.get().errorNanos()).render()
                        : Format.NOT_RUN);
            }
            cost.row(row);
        }
        out.append(cost.render()).append('\n');
        if (!crossCheck.isBlank()) {
            out.append("Cross-check: every peer polluted in one JVM, the peers interleaved, `System.nanoTime` ")
                    .append("(`java -cp bench/target/benchmarks.jar dev.jumbo.bench.unmarshal.PollutedReadingCrossCheck`):\n\n")
                    .append("```\n").append(crossCheck.strip()).append("\n```\n\n")
                    .append("Where the two disagree, it is the hand-specialized reader: JMH runs it in a fork of its own,")
                    .append(" where it reads nothing else (it dispatches on nothing, so nothing pollutes it), and there it")
                    .append(" reads faster than in the cross-check, where it shares one heap, one JIT and the caches with")
                    .append(" five polluted readers and their garbage; Jumbo reads at about the same speed in")
                    .append(" both. So Jumbo ÷ limit is lower in JMH's table than in the cross-check; the targets are read")
                    .append(" against JMH's. Each cell is read on its own for a second per peer before the rounds, as")
                    .append(" JMH's warm-up iterations read it: with the rounds' few dozen reads alone, the cross-check")
                    .append(" measured warm-up (after the pollution, the business objects take the JDK's reader some 500")
                    .append(" reads and Jumbo's some 1,600 to reach their steady speed, at 0.2-0.8 ms a read).\n\n");
        }
        return out.toString();
    }

    private MarkdownTable ratios(String base) {
        List<String> others = PEERS.stream().filter(peer -> !peer.equals(base)).toList();
        List<String> header = new ArrayList<>(List.of("cell"));
        others.forEach(peer -> header.add(ReadingSection.label(peer)));
        MarkdownTable table = new MarkdownTable(header);
        for (PollutedReading.Cell cell : PollutedReading.CELLS) {
            List<String> row = new ArrayList<>(List.of(cell.name()));
            for (String peer : others) {
                row.add(ratio(cell.name(), base, peer).map(Ratio::render).orElse(Format.NOT_RUN));
            }
            table.row(row);
        }
        return table;
    }

    private static List<String> header() {
        List<String> header = new ArrayList<>(List.of("cell"));
        PEERS.forEach(peer -> header.add(ReadingSection.label(peer)));
        return header;
    }
}
