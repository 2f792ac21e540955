package dev.jumbo.bench.report;

import java.util.List;
import java.util.Optional;
import java.util.function.DoublePredicate;

/**
 * A row of a targets table: the target, how it is measured, this run's figure, whether it is met,
 * and a figure of the same run to read it against ({@code pending} where the run has no figure).
 */
final class TargetRows {
    /** What a targets table gives of each target, after the target itself. */
    private static final List<String> MEASURES = List.of("measured as", "measured", "met", "for comparison, same run");
    /** The columns of a targets table. */
    static final int COLUMNS = 1 + MEASURES.size();

    /** The header of a targets table whose first column is called {@code targetColumn}. */
    static List<String> header(String targetColumn) {
        List<String> header = new java.util.ArrayList<>(COLUMNS);
        header.add(targetColumn);
        header.addAll(MEASURES);
        return header;
    }

    static void row(MarkdownTable table, String target, String measuredAs, Optional<Double> value, DoublePredicate met,
            String comparison) {
        table.row(List.of(target, measuredAs, value.map(Format::ratio).orElse(Format.PENDING),
                value.map(measured -> met.test(measured) ? "yes" : "**no**").orElse(Format.PENDING), comparison));
    }

    static Optional<Double> ratio(Optional<Double> numerator, Optional<Double> denominator) {
        return numerator.flatMap(top -> denominator.map(bottom -> top / bottom));
    }

    static String comparison(String label, Optional<Double> value) {
        return value.map(measured -> label + " " + Format.ratio(measured)).orElse("");
    }

    private TargetRows() {
    }
}
