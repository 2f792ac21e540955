package dev.jumbo.bench.report;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One row of a JMH JSON result: a benchmark method with its parameters, and its primary
 * metric converted to nanoseconds per operation.
 *
 * @param className the benchmark class's simple name
 * @param method the benchmark method
 * @param mode JMH's mode: avgt, sample, ss, thrpt
 * @param params the JMH parameters
 * @param scoreNanos the score (mean) in ns/op
 * @param errorNanos the 99.9% half-interval in ns/op, NaN when JMH had too few samples
 * @param percentilesNanos the percentiles (keys "0.0", "50.0", "100.0", ...) in ns/op
 * @param samples how many measurements the score summarizes (forks × iterations, or samples)
 * @param score the score as JMH reported it, in {@code unit}
 * @param error the error as JMH reported it, in {@code unit}
 * @param unit JMH's unit, such as "ms/op" or "ops/s"; the nanosecond fields are NaN unless it is a time per operation
 */
record BenchmarkResult(String packageName, String className, String method, String mode, Map<String, String> params,
        double scoreNanos, double errorNanos, Map<String, Double> percentilesNanos, long samples,
        double score, double error, String unit) {

    String param(String name) {
        return params.get(name);
    }

    /** The median in ns/op, from the percentiles when JMH recorded them, else the score. */
    double medianNanos() {
        Double median = percentilesNanos.get("50.0");
        return median == null ? scoreNanos : median;
    }

    double minimumNanos() {
        return percentilesNanos.getOrDefault("0.0", scoreNanos);
    }

    double maximumNanos() {
        return percentilesNanos.getOrDefault("100.0", scoreNanos);
    }

    @SuppressWarnings("unchecked")
    static BenchmarkResult fromJson(Map<String, Object> entry) {
        String benchmark = (String) entry.get("benchmark");
        int methodDot = benchmark.lastIndexOf('.');
        int classDot = benchmark.lastIndexOf('.', methodDot - 1);
        Map<String, String> params = new TreeMap<>();
        Object rawParams = entry.get("params");
        if (rawParams instanceof Map<?, ?> map) {
            map.forEach((key, value) -> params.put((String) key, String.valueOf(value)));
        }
        Map<String, Object> metric = (Map<String, Object>) entry.get("primaryMetric");
        String unit = (String) metric.get("scoreUnit");
        double toNanos = nanosPerUnit(unit);
        Map<String, Double> percentiles = new TreeMap<>();
        Object rawPercentiles = metric.get("scorePercentiles");
        if (rawPercentiles instanceof Map<?, ?> map) {
            map.forEach((key, value) -> percentiles.put((String) key, number(value) * toNanos));
        }
        return new BenchmarkResult(benchmark.substring(0, Math.max(classDot, 0)), benchmark.substring(classDot + 1, methodDot),
                benchmark.substring(methodDot + 1), (String) entry.get("mode"), params,
                number(metric.get("score")) * toNanos, number(metric.get("scoreError")) * toNanos, percentiles,
                sampleCount(metric), number(metric.get("score")), number(metric.get("scoreError")), unit);
    }

    private static long sampleCount(Map<String, Object> metric) {
        long count = 0;
        if (metric.get("rawData") instanceof List<?> forks) {
            for (Object fork : forks) {
                count += ((List<?>) fork).size();
            }
        }
        if (metric.get("rawDataHistogram") instanceof List<?> forks) {
            for (Object fork : forks) {
                for (Object iteration : (List<?>) fork) {
                    for (Object bucket : (List<?>) iteration) {
                        count += (long) number(((List<?>) bucket).get(1));
                    }
                }
            }
        }
        return count;
    }

    private static double number(Object value) {
        if (value instanceof Double number) {
            return number;
        }
        if (value instanceof String text) {
            return text.equals("NaN") ? Double.NaN : Double.parseDouble(text);
        }
        return Double.NaN;
    }

    /** How many nanoseconds one unit of a JMH time unit ("ms/op") is; NaN for other units ("ops/s"). */
    static double nanosPerUnit(String unit) {
        if (!unit.endsWith("/op")) {
            return Double.NaN;
        }
        String time = unit.substring(0, unit.indexOf('/'));
        return switch (time) {
            case "ns" -> 1;
            case "us" -> 1e3;
            case "ms" -> 1e6;
            case "s" -> 1e9;
            case "min" -> 60e9;
            default -> throw new IllegalArgumentException("not a time-per-operation unit: " + unit);
        };
    }
}
