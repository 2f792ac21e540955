package dev.jumbo.bench.report;

import dev.jumbo.bench.marshal.Workload;
import java.util.List;
import java.util.Optional;

/**
 * The issues' speed targets, each computed from this run's figures, or pending. Each row also
 * gives a figure of the same run to read it against: how close a peer or Jumbo's own best case
 * comes, so that a missed target shows whether it is out of reach of any tool measured here.
 */
final class TargetsSection {
    private final MarshalSection marshal;
    private final GenerationSection generation;

    TargetsSection(MarshalSection marshal, GenerationSection generation) {
        this.marshal = marshal;
        this.generation = generation;
    }

    String render() {
        MarkdownTable table = new MarkdownTable(List.of("target (issue)", "measured as", "measured", "met", "for comparison, same run"));
        for (String shape : GenerationSection.SHAPES) {
            Optional<Double> jumbo = generation.steady("jumbo", shape).map(BenchmarkResult::medianNanos);
            Optional<Double> asm = generation.steady("asm", shape).map(BenchmarkResult::medianNanos);
            Optional<Double> janino = generation.steady("janino", shape).map(BenchmarkResult::medianNanos);
            row(table, "generating `" + shape + "`: median ≤ 2× ASM (3)", "Jumbo ÷ ASM, medians", ratio(jumbo, asm),
                    value -> value <= 2, "");
            row(table, "generating `" + shape + "`: ≥ 10× faster than Janino (3)", "Janino ÷ Jumbo, medians",
                    ratio(janino, jumbo), value -> value >= 10,
                    comparison("ASM by hand: Janino ÷ ASM", ratio(janino, asm)));
        }
        row(table, "`Dummy` ×20k including generation ≥ 5× faster than OOS (6)", "OOS ÷ Jumbo + gen., 20000",
                speedUp(Workload.DUMMY, "20000", PeerColumns.JUMBO_WITH_GENERATION), value -> value >= 5,
                comparison("Jumbo warm", speedUp(Workload.DUMMY, "20000", "jumbo")));
        row(table, "heterogeneous with threshold ≥ 3× (6)", "OOS ÷ Jumbo + gen., one copy",
                speedUp(Workload.HETEROGENEOUS, "1", PeerColumns.JUMBO_WITH_GENERATION), value -> value >= 3,
                comparison("Jumbo warm", speedUp(Workload.HETEROGENEOUS, "1", "jumbo")));
        row(table, "MediaContent ≥ 5× (6)", "OOS ÷ Jumbo (warm)",
                speedUp(Workload.MEDIA_CONTENT, "standard", "jumbo"), value -> value >= 5,
                comparison("Kryo", speedUp(Workload.MEDIA_CONTENT, "standard", "kryo")));
        return "## Targets\n\n" + table.render() + "\n";
    }

    private Optional<Double> speedUp(Workload workload, String size, String peer) {
        return ratio(marshal.nanos(workload, size, PeerColumns.JDK), marshal.nanos(workload, size, peer));
    }

    private static Optional<Double> ratio(Optional<Double> numerator, Optional<Double> denominator) {
        return numerator.flatMap(top -> denominator.map(bottom -> top / bottom));
    }

    private static String comparison(String label, Optional<Double> value) {
        return value.map(measured -> label + " " + Format.ratio(measured)).orElse("");
    }

    private static void row(MarkdownTable table, String target, String measuredAs, Optional<Double> value,
            java.util.function.DoublePredicate met, String comparison) {
        table.row(List.of(target, measuredAs, value.map(Format::ratio).orElse(Format.PENDING),
                value.map(measured -> met.test(measured) ? "yes" : "**no**").orElse(Format.PENDING), comparison));
    }
}
