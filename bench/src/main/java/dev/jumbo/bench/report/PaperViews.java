package dev.jumbo.bench.report;

import dev.jumbo.bench.marshal.Peers;
import dev.jumbo.bench.marshal.Workload;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The paper's Tables 5 to 8, which look at the measurements of Tables 1 and 4 from another
 * side (thresholds, Jumbo with generation against the reflective writer and against OOS).
 */
final class PaperViews {
    private static final String HETEROGENEOUS_ONE_COPY = "1";

    private final ResultSet results;
    private final Census census;
    private final MarshalSection marshal;

    PaperViews(ResultSet results, Census census, MarshalSection marshal) {
        this.results = results;
        this.census = census;
        this.marshal = marshal;
    }

    String table5() {
        return """
                ### Table 5. Thresholds known in advance (paper Table 5)

                Not reproduced, on purpose. The paper's Table 5 generated marshallers only for the classes \
                that were *known beforehand* to have at least *threshold* instances; the paper calls this \
                "not a viable implementation strategy" and uses it only to test its hypothesis. \
                `JumboObjectOutputStream` counts instances as it writes (the paper's Table 6, below).

                """;
    }

    String table6() {
        StringBuilder out = new StringBuilder("### Table 6. Just-in-time generation thresholds, heterogeneous graph (paper Table 6)\n\n");
        out.append("One copy of the heterogeneous graph").append(objectsNote()).append(", written by `JumboObjectOutputStream` ")
                .append("with a new private marshaller cache per invocation (generation included) at each threshold: with synchronous ")
                .append("generation, as the paper timed it, and with the default tiers (generation on the background pool while the ")
                .append("stream goes on reflectively), at the paper's thresholds and beyond. ")
                .append("OOS and reflective times are Table 4's first row, from the same run. Times in ms.\n\n");
        if (!results.hasClass("ThresholdBenchmark")) {
            return out.append("Pending: `JumboObjectOutputStream` was not available in this run.\n\n").toString();
        }
        Optional<Double> jdk = marshal.nanos(Workload.HETEROGENEOUS, HETEROGENEOUS_ONE_COPY, PeerColumns.JDK);
        Optional<Double> reflective = marshal.nanos(Workload.HETEROGENEOUS, HETEROGENEOUS_ONE_COPY, PeerColumns.REFLECTIVE);
        MarkdownTable table = new MarkdownTable(List.of("threshold", "Jumbo + sync. gen.", "Jumbo + gen. (tiers)", "OOS",
                "Reflective", "OOS ÷ Jumbo + sync. gen.", "OOS ÷ Jumbo + gen. (tiers)", "Reflective ÷ Jumbo + gen. (tiers)"));
        List<Integer> thresholds = new java.util.ArrayList<>(Peers.PAPER_THRESHOLDS);
        thresholds.addAll(Peers.MORE_THRESHOLDS);
        for (int threshold : thresholds) {
            Optional<Double> synchronous = threshold(threshold, "sync");
            Optional<Double> tiers = threshold(threshold, "tiers");
            if (synchronous.isEmpty() && tiers.isEmpty()) {
                continue;
            }
            table.row(List.of(Integer.toString(threshold), milliseconds(synchronous), milliseconds(tiers), milliseconds(jdk),
                    milliseconds(reflective), ratio(jdk, synchronous), ratio(jdk, tiers), ratio(reflective, tiers)));
        }
        return out.append(table.render()).append('\n').toString();
    }

    /** Table 6's time at one threshold and generation mode; a run before the mode parameter has synchronous only. */
    private Optional<Double> threshold(int threshold, String generation) {
        Optional<BenchmarkResult> found = results.find("ThresholdBenchmark", "write",
                Map.of("threshold", Integer.toString(threshold), "generation", generation));
        if (found.isEmpty() && generation.equals("sync")) {
            found = results.find("ThresholdBenchmark", "write", Map.of("threshold", Integer.toString(threshold)))
                    .filter(result -> result.param("generation") == null);
        }
        return found.map(BenchmarkResult::scoreNanos);
    }

    String table7() {
        StringBuilder out = new StringBuilder("### Table 7. `Dummy` objects, default threshold, generation included, against the reflective writer (paper Table 7)\n\n");
        out.append("The default threshold is the stream's own (" + String.format(java.util.Locale.ROOT, "%,d", dev.jumbo.marshal.Options.DEFAULT_THRESHOLD) + ", `Options.DEFAULT_THRESHOLD`), with the default tiers: a new private cache ")
                .append("per invocation, generation on the background pool while the stream goes on reflectively. Times in ms.\n\n");
        return out.append(dummyView(PeerColumns.REFLECTIVE, "Reflective", "Reflective ÷ Jumbo + gen.", true)).toString();
    }

    String table8() {
        StringBuilder out = new StringBuilder("### Table 8. `Dummy` objects, Jumbo with generation against `java.io.ObjectOutputStream` (paper Table 8)\n\n");
        out.append("As in the paper, the ratio is Jumbo's time over OOS's: below 1 means Jumbo is faster. Times in ms.\n\n");
        return out.append(dummyView(PeerColumns.JDK, "OOS", "Jumbo + gen. ÷ OOS", false)).toString();
    }

    private String dummyView(String basePeer, String baseLabel, String ratioLabel, boolean baseOverJumbo) {
        List<String> sizes = marshal.measuredSizes(Workload.DUMMY);
        if (!marshal.peerMeasured(PeerColumns.JUMBO_WITH_GENERATION) || !marshal.peerMeasured(basePeer)) {
            return "Pending: " + (marshal.peerMeasured(basePeer) ? "`JumboObjectOutputStream`" : "the " + baseLabel + " stream")
                    + " was not available in this run.\n\n";
        }
        MarkdownTable table = new MarkdownTable(List.of("count", "bytes (OOS)", "Jumbo + gen.", baseLabel, ratioLabel));
        for (String size : sizes) {
            Optional<Double> jumbo = marshal.nanos(Workload.DUMMY, size, PeerColumns.JUMBO_WITH_GENERATION);
            Optional<Double> base = marshal.nanos(Workload.DUMMY, size, basePeer);
            String bytes = census.bytes(Workload.DUMMY.name(), size, PeerColumns.JDK)
                    .map(counted -> Format.count(counted.length())).orElse(Format.NOT_RUN);
            table.row(List.of(size, bytes, milliseconds(jumbo), milliseconds(base),
                    baseOverJumbo ? ratio(base, jumbo) : ratio(jumbo, base)));
        }
        return table.render() + "\n";
    }

    private String objectsNote() {
        return census.objects(Workload.HETEROGENEOUS.name(), HETEROGENEOUS_ONE_COPY)
                .map(objects -> " (" + Format.count(objects.all()) + " objects)").orElse("");
    }

    private static String milliseconds(Optional<Double> nanos) {
        return nanos.map(value -> Format.significant(value / 1e6)).orElse(Format.NOT_RUN);
    }

    private static String ratio(Optional<Double> numerator, Optional<Double> denominator) {
        if (numerator.isEmpty() || denominator.isEmpty()) {
            return Format.NOT_RUN;
        }
        return Format.ratio(numerator.get() / denominator.get());
    }
}
