package dev.jumbo.bench.report;

import java.util.List;
import java.util.Locale;

/**
 * A ratio of two JMH scores with its error: the 99.9 % half-intervals of the two scores,
 * propagated to first order (the relative errors add in quadrature), so that a ratio whose
 * error is as large as its distance to a target is not read as meeting it.
 *
 * @param value the ratio
 * @param error the half-interval of the ratio, in the ratio's units; NaN when JMH gave no error
 */
record Ratio(double value, double error) {
    /** {@code numerator ÷ denominator}, each a score with its half-interval. */
    static Ratio of(double numerator, double numeratorError, double denominator, double denominatorError) {
        double value = numerator / denominator;
        double relative = Math.hypot(numeratorError / numerator, denominatorError / denominator);
        return new Ratio(value, value * relative);
    }

    /** The geometric mean of ratios; its relative error is that of the mean of their logarithms. */
    static Ratio geometricMean(List<Ratio> ratios) {
        double logSum = 0;
        double relativeSquares = 0;
        for (Ratio ratio : ratios) {
            logSum += Math.log(ratio.value);
            relativeSquares += Math.pow(ratio.error / ratio.value, 2);
        }
        double value = Math.exp(logSum / ratios.size());
        return new Ratio(value, value * Math.sqrt(relativeSquares) / ratios.size());
    }

    /** E.g. {@code 5.21× ±0.40}, or {@code 5.21×} without an error. */
    String render() {
        String ratio = Format.ratio(value);
        return Double.isFinite(error) ? ratio + " ±" + Format.significant(error) : ratio;
    }

    /**
     * Against a lower bound: {@code met} when the whole interval is at or above it,
     * {@code met (within error)} when only the ratio is, {@code **missed** (within error)} when
     * the interval reaches it, else {@code **missed**}.
     */
    String verdict(double target) {
        boolean known = Double.isFinite(error);
        if (value >= target) {
            return !known || value - error >= target ? "met" : "met (within error)";
        }
        return known && value + error >= target ? "**missed** (within error)" : "**missed**";
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s", render());
    }
}
