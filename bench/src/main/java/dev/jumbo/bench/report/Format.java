package dev.jumbo.bench.report;

import java.util.Locale;

/** Number formats of the report: three significant digits, ratios with a times sign. */
final class Format {
    static final String PENDING = "pending";
    static final String NOT_RUN = "–";

    private Format() {
    }

    /** A measurement with three significant digits, e.g. 0.0123, 1.23, 12.3, 123, 1,234. */
    static String significant(double value) {
        if (Double.isNaN(value)) {
            return NOT_RUN;
        }
        double magnitude = Math.abs(value);
        if (magnitude >= 1000) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        if (magnitude >= 100) {
            return String.format(Locale.ROOT, "%.0f", value);
        }
        if (magnitude >= 10) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        if (magnitude >= 1) {
            return String.format(Locale.ROOT, "%.2f", value);
        }
        if (magnitude == 0) {
            return "0";
        }
        int decimals = 2 - (int) Math.floor(Math.log10(magnitude));
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** A ratio, e.g. 12.3×. */
    static String ratio(double value) {
        return Double.isNaN(value) || Double.isInfinite(value) ? NOT_RUN : significant(value) + "×";
    }

    static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }
}
