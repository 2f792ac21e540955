package dev.jumbo.bench.report;

import java.util.List;
import java.util.Optional;
import java.util.function.DoublePredicate;

/**
 * A row of a targets table: the target, how it is measured, this run's figure, whether it is met,
 * and a figure of the same run to read it against ({@code pending} where the run has no figure).
 */
final class TargetRows {
    /** The header of a targets table whose first column is called {@code targetColumn}. */
    static List<String> header(String targetColumn) {
        return List.of(targetColumn, "measured as", "measured", "met", "for comparison, same run");
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
