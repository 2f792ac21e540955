package dev.jumbo.bench.report;

import dev.jumbo.bench.marshal.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A hand-written SVG of two horizontal bar charts on logarithmic axes: the speed-up of every
 * peer over {@code java.io.ObjectOutputStream} on the largest measured size of each workload,
 * and the median cost of generating one class with each tool. {@link #reading} draws the
 * reading chart, one panel of speed-ups over {@code java.io.ObjectInputStream}, in a file of its
 * own, since a reading run can refresh it alone.
 */
final class SvgChart {
    private static final int WIDTH = 960;
    private static final int LABEL_WIDTH = 300;
    private static final int PLOT_WIDTH = 560;
    private static final int BAR_HEIGHT = 14;
    private static final int GROUP_GAP = 12;
    private static final String[] COLORS = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948",
            "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};

    private record Bar(String label, double value, String color, String text) {
    }

    private record Group(String title, List<Bar> bars) {
    }

    private final MarshalSection marshal;
    private final GenerationSection generation;

    SvgChart(MarshalSection marshal, GenerationSection generation) {
        this.marshal = marshal;
        this.generation = generation;
    }

    String render() {
        List<Group> speedUps = speedUpGroups();
        List<Group> costs = generationGroups();
        StringBuilder body = new StringBuilder();
        int y = 30;
        y = panel(body, y, "Speed-up over java.io.ObjectOutputStream (OOS time ÷ peer time; log scale; right of the line = faster)",
                speedUps, true);
        y = panel(body, y + 20, "Generating one class: median µs (log scale; shorter is cheaper)", costs, false);
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + WIDTH + "\" height=\"" + (y + 10)
                + "\" font-family=\"sans-serif\" font-size=\"11\">\n"
                + "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n";
    }

    private List<Group> speedUpGroups() {
        List<Group> groups = new ArrayList<>();
        for (Workload workload : Workload.written()) {
            List<String> sizes = marshal.measuredSizes(workload);
            if (workload == Workload.COLLECTIONS) {
                sizes.forEach(size -> addSpeedUpGroup(groups, workload, size));
            } else if (!sizes.isEmpty()) {
                addSpeedUpGroup(groups, workload, sizes.get(sizes.size() - 1));
            }
        }
        return groups;
    }

    private void addSpeedUpGroup(List<Group> groups, Workload workload, String size) {
        Optional<Double> jdk = marshal.nanos(workload, size, PeerColumns.JDK);
        if (jdk.isEmpty()) {
            return;
        }
        List<Bar> bars = new ArrayList<>();
        List<String> peers = PeerColumns.all();
        for (int index = 0; index < peers.size(); index++) {
            String peer = peers.get(index);
            Optional<Double> nanos = marshal.nanos(workload, size, peer);
            if (nanos.isPresent() && !peer.equals(PeerColumns.JDK)) {
                double speedUp = jdk.get() / nanos.get();
                bars.add(new Bar(PeerColumns.label(peer), speedUp, COLORS[index % COLORS.length], Format.ratio(speedUp)));
            }
        }
        if (!bars.isEmpty()) {
            groups.add(new Group(workload.name() + " " + workload.parameter() + "=" + size, bars));
        }
    }

    private List<Group> generationGroups() {
        List<Group> groups = new ArrayList<>();
        for (String shape : GenerationSection.SHAPES) {
            List<Bar> bars = new ArrayList<>();
            for (int index = 0; index < GenerationSection.TOOLS.size(); index++) {
                String tool = GenerationSection.TOOLS.get(index);
                Optional<BenchmarkResult> result = generation.steady(tool, shape);
                if (result.isPresent()) {
                    double micros = result.get().medianNanos() / 1e3;
                    bars.add(new Bar(GenerationSection.label(tool), micros, COLORS[index], Format.significant(micros) + " µs"));
                }
            }
            if (!bars.isEmpty()) {
                groups.add(new Group(shape, bars));
            }
        }
        return groups;
    }

    /** The reading chart: each reader's speed-up over OIS, on the largest measured size of each workload (each collection). */
    static String reading(ReadingSection reading) {
        List<Group> groups = new ArrayList<>();
        List<String> peers = dev.jumbo.bench.unmarshal.ReadPeers.ALL;
        for (Workload workload : ReadingSection.WORKLOADS) {
            List<String> sizes = reading.measuredSizes(workload);
            List<String> chosen = workload == Workload.COLLECTIONS || sizes.isEmpty() ? sizes : List.of(sizes.get(sizes.size() - 1));
            for (String size : chosen) {
                List<Bar> bars = new ArrayList<>();
                for (int index = 1; index < peers.size(); index++) {
                    String peer = peers.get(index);
                    Optional<Ratio> ratio = reading.speedUp(workload, size, peer);
                    if (ratio.isPresent()) {
                        bars.add(new Bar(ReadingSection.label(peer), ratio.get().value(), COLORS[index % COLORS.length],
                                ratio.get().render()));
                    }
                }
                if (!bars.isEmpty()) {
                    groups.add(new Group(workload.readingBenchmarkClass() + " " + workload.parameter() + "=" + size, bars));
                }
            }
        }
        PollutedReadingTables polluted = reading.polluted();
        for (dev.jumbo.bench.unmarshal.PollutedReading.Cell cell : dev.jumbo.bench.unmarshal.PollutedReading.CELLS) {
            List<Bar> bars = new ArrayList<>();
            for (int index = 1; index < peers.size(); index++) {
                String peer = peers.get(index);
                Optional<Ratio> ratio = polluted.ratio(cell.name(), "jdk", peer);
                if (ratio.isPresent()) {
                    bars.add(new Bar(ReadingSection.label(peer), ratio.get().value(), COLORS[index % COLORS.length],
                            ratio.get().render()));
                }
            }
            if (!bars.isEmpty()) {
                groups.add(new Group(PollutedReadingTables.BENCHMARK + " cell=" + cell.name(), bars));
            }
        }
        StringBuilder body = new StringBuilder();
        int y = panel(body, 30, "Reading: speed-up over java.io.ObjectInputStream (OIS time ÷ peer time; log scale; right of the line = faster)",
                groups, true);
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + WIDTH + "\" height=\"" + (y + 10)
                + "\" font-family=\"sans-serif\" font-size=\"11\">\n"
                + "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n";
    }

    /** Draws one panel from {@code top}; returns the y below it. */
    private static int panel(StringBuilder out, int top, String title, List<Group> groups, boolean referenceAtOne) {
        out.append(text(10, top, title, "bold", "start"));
        int y = top + 16;
        if (groups.isEmpty()) {
            out.append(text(10, y + 12, "not measured in this run", "normal", "start"));
            return y + 24;
        }
        double minimum = Double.MAX_VALUE;
        double maximum = 0;
        for (Group group : groups) {
            for (Bar bar : group.bars()) {
                minimum = Math.min(minimum, bar.value());
                maximum = Math.max(maximum, bar.value());
            }
        }
        if (referenceAtOne) {
            minimum = Math.min(minimum, 1);
            maximum = Math.max(maximum, 1);
        }
        double low = Math.floor(Math.log10(minimum));
        double high = Math.ceil(Math.log10(maximum));
        if (high == low) {
            high = low + 1;
        }
        int plotTop = y;
        for (Group group : groups) {
            out.append(text(10, y + 11, group.title(), "bold", "start"));
            y += BAR_HEIGHT + 2;
            for (Bar bar : group.bars()) {
                double x = scale(bar.value(), low, high);
                out.append(text(LABEL_WIDTH - 6, y + 11, bar.label(), "normal", "end"));
                out.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>%n",
                        LABEL_WIDTH, y, Math.max(1, x - LABEL_WIDTH), BAR_HEIGHT - 2, bar.color()));
                out.append(text((int) x + 4, y + 11, bar.text(), "normal", "start"));
                y += BAR_HEIGHT;
            }
            y += GROUP_GAP;
        }
        for (double exponent = low; exponent <= high; exponent++) {
            double x = scale(Math.pow(10, exponent), low, high);
            boolean reference = referenceAtOne && exponent == 0;
            out.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"%s/>%n",
                    x, plotTop, x, y, reference ? "#333" : "#ccc", reference ? "" : " stroke-dasharray=\"2,3\""));
            out.append(text((int) x, y + 12, tick(exponent), "normal", "middle"));
        }
        return y + 20;
    }

    /** A power of ten as written plainly: 0.01, 0.1, 1, 10, 1,000. */
    private static String tick(double exponent) {
        if (exponent < 0) {
            return java.math.BigDecimal.ONE.movePointLeft((int) -exponent).toPlainString();
        }
        return Format.count(Math.round(Math.pow(10, exponent)));
    }

    private static double scale(double value, double low, double high) {
        return LABEL_WIDTH + (Math.log10(value) - low) / (high - low) * PLOT_WIDTH;
    }

    private static String text(int x, int y, String content, String weight, String anchor) {
        return "<text x=\"" + x + "\" y=\"" + y + "\" font-weight=\"" + weight + "\" text-anchor=\"" + anchor + "\">"
                + content.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") + "</text>\n";
    }
}
