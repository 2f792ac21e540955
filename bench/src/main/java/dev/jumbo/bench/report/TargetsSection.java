package dev.jumbo.bench.report;

import static dev.jumbo.bench.report.TargetRows.comparison;
import static dev.jumbo.bench.report.TargetRows.ratio;
import static dev.jumbo.bench.report.TargetRows.row;

import dev.jumbo.bench.marshal.Peers;
import dev.jumbo.bench.marshal.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The project's speed targets, each computed from this run's figures, or pending. Each row also
 * gives a figure of the same run to read it against: how close a peer or Jumbo's own best case
 * comes, so that a missed target shows whether it is out of reach of any tool measured here. A
 * row ends with the set its target belongs to: {@code (writing)}, the writing targets;
 * {@code (writing, first round)}, the first marshalling targets, which the writing targets
 * revised where both speak of one figure.
 */
final class TargetsSection {
    private final MarshalSection marshal;
    private final GenerationSection generation;

    private final ColdStartSection coldStart;

    TargetsSection(MarshalSection marshal, GenerationSection generation, ColdStartSection coldStart) {
        this.marshal = marshal;
        this.generation = generation;
        this.coldStart = coldStart;
    }

    /** Real data, as the writing targets take it: one message per fresh stream, JDK collections, business objects. */
    private static final List<Cell> REAL_DATA = List.of(new Cell(Workload.MEDIA_CONTENT, "standard"),
            new Cell(Workload.COLLECTIONS, "integerList"), new Cell(Workload.COLLECTIONS, "stringList"),
            new Cell(Workload.COLLECTIONS, "stringToLongMap"), new Cell(Workload.BUSINESS_OBJECTS, "100"));
    /** The workloads of the paper's tables, every size this run measured. */
    private static final List<Workload> PAPER_WORKLOADS = List.of(Workload.DUMMY, Workload.DUMMY_LISTS, Workload.MIXED_DUMMY,
            Workload.HETEROGENEOUS);

    private record Cell(Workload workload, String size) {
        String label() {
            return workload.benchmarkClass().replace("Benchmark", "") + " " + size;
        }
    }

    String render() {
        return render(List.of());
    }

    /**
     * The table, then {@code keptRows}: the rows of the targets other programs measure (the
     * Markdown rows of their sections' own targets tables, {@link Report#keptTargetRows}), as they are.
     */
    String render(List<String> keptRows) {
        MarkdownTable table = new MarkdownTable(TargetRows.header("speed target"));
        writingTargets(table);
        firstWritingTargets(table);
        StringBuilder out = new StringBuilder("## Targets\n\n").append(table.render());
        for (String row : keptRows) {
            out.append(row).append('\n');
        }
        return out.append('\n').toString();
    }

    /**
     * The writing targets: warm against the hand-specialized writer and on real data, and with
     * generation timed (every size of the paper's tables, the first stream in a fresh JVM, the
     * generation of every shape and of the first class).
     */
    private void writingTargets(MarkdownTable table) {
        row(table, "warm `Dummy` ×20k ≥ 0.9× the hand-specialized writer (writing)", "Hand time ÷ Jumbo time, 20000",
                ratio(marshal.nanos(Workload.DUMMY, "20000", Peers.HAND), marshal.nanos(Workload.DUMMY, "20000", "jumbo")),
                value -> value >= 0.9, comparison("OOS ÷ Hand", speedUp(Workload.DUMMY, "20000", Peers.HAND)));
        row(table, "real data, warm: ≥ 3× OOS, geometric mean (writing)", "OOS ÷ Jumbo, geometric mean of " + REAL_DATA.size(),
                geometricMean(REAL_DATA, "jumbo"), value -> value >= 3,
                comparison("Kryo", geometricMean(REAL_DATA, "kryo")) + comparison(", Fory", geometricMean(REAL_DATA, "fory")));
        row(table, "MediaContent per fresh stream ≥ 4× (writing)", "OOS ÷ Jumbo (warm)",
                speedUp(Workload.MEDIA_CONTENT, "standard", "jumbo"), value -> value >= 4,
                comparison("Kryo", speedUp(Workload.MEDIA_CONTENT, "standard", "kryo")));
        Optional<Cell> worstJdk = worst(PeerColumns.JDK);
        row(table, "with generation ≥ 1.0× OOS, every size of the paper's tables (writing)", "OOS ÷ Jumbo + gen., the worst",
                worstJdk.flatMap(cell -> speedUp(cell.workload(), cell.size(), PeerColumns.JUMBO_WITH_GENERATION)),
                value -> value >= 1.0, worstJdk.map(cell -> "worst: " + cell.label()).orElse(""));
        Optional<Cell> worstReflective = worst(PeerColumns.REFLECTIVE);
        row(table, "with generation ≥ 0.9× the reflective writer, every size of the paper's tables (writing)",
                "Reflective ÷ Jumbo + gen., the worst",
                worstReflective.flatMap(cell -> ratio(marshal.nanos(cell.workload(), cell.size(), PeerColumns.REFLECTIVE),
                        marshal.nanos(cell.workload(), cell.size(), PeerColumns.JUMBO_WITH_GENERATION))),
                value -> value >= 0.9, worstReflective.map(cell -> "worst: " + cell.label()).orElse(""));
        String worstColdStart = null;
        Optional<Double> worstCold = Optional.empty();
        for (String workload : ColdStartSection.WORKLOADS) {
            Optional<Double> speedUp = coldStart.speedUp(workload, "jumbo");
            if (speedUp.isPresent() && (worstCold.isEmpty() || speedUp.get() < worstCold.get())) {
                worstCold = speedUp;
                worstColdStart = workload.replace(':', ' ');
            }
        }
        row(table, "with generation ≥ 1.0× OOS: the first stream in a fresh JVM (writing)", "OOS ÷ Jumbo, means, the worst",
                worstCold, value -> value >= 1.0, worstColdStart == null ? "" : "worst: " + worstColdStart);
        String worstShape = null;
        Optional<Double> worstGeneration = Optional.empty();
        StringBuilder shapes = new StringBuilder();
        for (String shape : GenerationSection.SHAPES) {
            Optional<Double> cost = ratio(generation.steady("jumbo", shape).map(BenchmarkResult::medianNanos),
                    generation.steady("asm", shape).map(BenchmarkResult::medianNanos));
            if (cost.isPresent()) {
                shapes.append(shapes.length() == 0 ? "" : ", ").append(shape).append(' ').append(Format.ratio(cost.get()));
                if (worstGeneration.isEmpty() || cost.get() > worstGeneration.get()) {
                    worstGeneration = cost;
                    worstShape = shape;
                }
            }
        }
        row(table, "generation ≤ 1.5× hand ASM on any marshaller-sized class (writing)", "Jumbo ÷ ASM, medians, the worst"
                + (worstShape == null ? "" : " (`" + worstShape + "`)"), worstGeneration, value -> value <= 1.5, shapes.toString());
        row(table, "first class in a fresh JVM ≤ 2× ASM's (writing)", "Jumbo ÷ ASM, means over the forks",
                ratio(generation.first("jumbo", "nodeMarshaller").map(BenchmarkResult::scoreNanos),
                        generation.first("asm", "nodeMarshaller").map(BenchmarkResult::scoreNanos)),
                value -> value <= 2, "");
    }

    /**
     * The first marshalling targets, with generation timed and warm; the writing targets revised
     * them where both speak of one figure.
     */
    private void firstWritingTargets(MarkdownTable table) {
        row(table, "`Dummy` ×20k including generation ≥ 5× faster than OOS (writing, first round)", "OOS ÷ Jumbo + gen., 20000",
                speedUp(Workload.DUMMY, "20000", PeerColumns.JUMBO_WITH_GENERATION), value -> value >= 5,
                comparison("Jumbo warm", speedUp(Workload.DUMMY, "20000", "jumbo")));
        row(table, "heterogeneous with threshold ≥ 3× (writing, first round)", "OOS ÷ Jumbo + gen., one copy",
                speedUp(Workload.HETEROGENEOUS, "1", PeerColumns.JUMBO_WITH_GENERATION), value -> value >= 3,
                comparison("Jumbo warm", speedUp(Workload.HETEROGENEOUS, "1", "jumbo")));
        row(table, "MediaContent ≥ 5× (writing, first round)", "OOS ÷ Jumbo (warm)",
                speedUp(Workload.MEDIA_CONTENT, "standard", "jumbo"), value -> value >= 5,
                comparison("Kryo", speedUp(Workload.MEDIA_CONTENT, "standard", "kryo")));
    }

    /** The cell of the paper's workloads where Jumbo with generation does worst against {@code basePeer}. */
    private Optional<Cell> worst(String basePeer) {
        Cell worst = null;
        double lowest = Double.POSITIVE_INFINITY;
        for (Workload workload : PAPER_WORKLOADS) {
            for (String size : marshal.measuredSizes(workload)) {
                Optional<Double> ratio = ratio(marshal.nanos(workload, size, basePeer),
                        marshal.nanos(workload, size, PeerColumns.JUMBO_WITH_GENERATION));
                if (ratio.isPresent() && ratio.get() < lowest) {
                    lowest = ratio.get();
                    worst = new Cell(workload, size);
                }
            }
        }
        return Optional.ofNullable(worst);
    }

    /** The geometric mean of OOS ÷ peer over the cells, if every cell was measured. */
    private Optional<Double> geometricMean(List<Cell> cells, String peer) {
        List<Ratio> speedUps = new ArrayList<>();
        for (Cell cell : cells) {
            Optional<Double> speedUp = speedUp(cell.workload(), cell.size(), peer);
            if (speedUp.isEmpty()) {
                return Optional.empty();
            }
            speedUps.add(new Ratio(speedUp.get(), Double.NaN));
        }
        return Optional.of(Ratio.geometricMean(speedUps).value());
    }

    private Optional<Double> speedUp(Workload workload, String size, String peer) {
        return ratio(marshal.nanos(workload, size, PeerColumns.JDK), marshal.nanos(workload, size, peer));
    }
}
