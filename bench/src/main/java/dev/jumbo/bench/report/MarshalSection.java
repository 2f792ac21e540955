package dev.jumbo.bench.report;

import dev.jumbo.bench.marshal.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The tables of one marshalling workload: times, speed-ups over OOS and over the reflective writer, bytes. */
final class MarshalSection {
    private final ResultSet results;
    private final Census census;

    MarshalSection(ResultSet results, Census census) {
        this.results = results;
        this.census = census;
    }

    /** The time of one workload size and peer, in ns, if measured. */
    Optional<Double> nanos(Workload workload, String size, String peer) {
        return result(workload, size, peer).map(BenchmarkResult::scoreNanos);
    }

    /** The sizes of a workload that this run measured, in the paper's order. */
    List<String> measuredSizes(Workload workload) {
        List<String> sizes = new ArrayList<>();
        for (String size : workload.sizes()) {
            if (PeerColumns.all().stream().anyMatch(peer -> nanos(workload, size, peer).isPresent())) {
                sizes.add(size);
            }
        }
        return sizes;
    }

    /** Whether any result of any workload exists for this peer. */
    boolean peerMeasured(String peer) {
        for (Workload workload : Workload.written()) {
            for (String size : workload.sizes()) {
                if (nanos(workload, size, peer).isPresent()) {
                    return true;
                }
            }
        }
        return false;
    }

    String render(Workload workload, String heading, String description) {
        StringBuilder out = new StringBuilder();
        out.append("### ").append(heading).append("\n\n").append(description).append("\n\n");
        List<String> sizes = measuredSizes(workload);
        if (sizes.isEmpty()) {
            return out.append("Not measured in this run.\n\n").toString();
        }
        double unit = unitNanos(workload);
        out.append("Time per stream, ").append(unitName(workload)).append(" (lower is better):\n\n");
        out.append(timeTable(workload, sizes, unit).render()).append('\n');
        out.append(errorNote(workload, sizes));
        out.append("Speed-up over `java.io.ObjectOutputStream` (OOS time ÷ peer time):\n\n");
        out.append(ratioTable(workload, sizes, PeerColumns.JDK).render()).append('\n');
        if (peerMeasured(PeerColumns.REFLECTIVE)) {
            out.append("Speed-up over the reflective writer (reflective time ÷ peer time):\n\n");
            out.append(ratioTable(workload, sizes, PeerColumns.REFLECTIVE).render()).append('\n');
        } else {
            out.append("Speed-up over the reflective writer: pending (`ReflectiveObjectOutputStream` not available in this run).\n\n");
        }
        out.append("Bytes written (one stream; ✓ = the same bytes as OOS, ✗ = different):\n\n");
        out.append(bytesTable(workload, sizes).render()).append('\n');
        return out.toString();
    }

    /**
     * How much slower each warm peer writes `Dummy` ×N after the pollution than in Table 1's run:
     * what 200 other classes, in the stream and in the JIT's profiles, cost.
     */
    String pollutionCost() {
        List<String> sizes = measuredSizes(Workload.POLLUTED);
        if (sizes.isEmpty() || measuredSizes(Workload.DUMMY).isEmpty()) {
            return "";
        }
        List<String> header = new ArrayList<>(List.of(Workload.POLLUTED.parameter()));
        PeerColumns.WARM.forEach(peer -> header.add(PeerColumns.label(peer)));
        MarkdownTable table = new MarkdownTable(header);
        for (String size : sizes) {
            List<String> row = new ArrayList<>(List.of(size));
            for (String peer : PeerColumns.WARM) {
                Optional<BenchmarkResult> polluted = result(Workload.POLLUTED, size, peer);
                Optional<BenchmarkResult> clean = result(Workload.DUMMY, size, peer);
                row.add(polluted.isPresent() && clean.isPresent()
                        ? Ratio.of(polluted.get().scoreNanos(), polluted.get().errorNanos(), clean.get().scoreNanos(),
                                clean.get().errorNanos()).render()
                        : peerMeasured(peer) ? Format.NOT_RUN : Format.PENDING);
            }
            table.row(row);
        }
        return "Polluted time ÷ Table 1's time for the same N (above 1×: the 200 classes, in the stream and in the "
                + "JIT's profiles, cost that much):\n\n" + table.render() + "\n";
    }

    private Optional<BenchmarkResult> result(Workload workload, String size, String peer) {
        return results.find(workload.benchmarkClass(), "write", Map.of(workload.parameter(), size, "peer", peer));
    }

    private MarkdownTable timeTable(Workload workload, List<String> sizes, double unit) {
        List<String> header = new ArrayList<>(List.of(workload.parameter(), "objects"));
        PeerColumns.of(workload).forEach(peer -> header.add(PeerColumns.label(peer)));
        MarkdownTable table = new MarkdownTable(header);
        for (String size : sizes) {
            List<String> row = new ArrayList<>(List.of(size, objects(workload, size)));
            for (String peer : PeerColumns.of(workload)) {
                row.add(cell(nanos(workload, size, peer).map(value -> value / unit), peer, Format::significant));
            }
            table.row(row);
        }
        return table;
    }

    /** The largest 99.9% error of the table's times, relative to the time: how far to trust it. */
    private String errorNote(Workload workload, List<String> sizes) {
        double largest = 0;
        for (String size : sizes) {
            for (String peer : PeerColumns.all()) {
                Optional<BenchmarkResult> result = result(workload, size, peer);
                if (result.isPresent() && Double.isFinite(result.get().errorNanos())) {
                    largest = Math.max(largest, result.get().errorNanos() / result.get().scoreNanos());
                }
            }
        }
        return largest == 0 ? "" : "Largest 99.9% error in this table: ±" + Math.round(largest * 100) + " % of the time.\n\n";
    }

    private MarkdownTable ratioTable(Workload workload, List<String> sizes, String base) {
        List<String> peers = PeerColumns.of(workload).stream()
                .filter(peer -> !peer.equals(base) && !peer.equals(PeerColumns.JDK)).toList();
        List<String> header = new ArrayList<>(List.of(workload.parameter()));
        peers.forEach(peer -> header.add(PeerColumns.label(peer)));
        MarkdownTable table = new MarkdownTable(header);
        for (String size : sizes) {
            Optional<Double> baseNanos = nanos(workload, size, base);
            List<String> row = new ArrayList<>(List.of(size));
            for (String peer : peers) {
                Optional<Double> ratio = baseNanos.flatMap(baseline -> nanos(workload, size, peer).map(value -> baseline / value));
                row.add(cell(ratio, peer, Format::ratio));
            }
            table.row(row);
        }
        return table;
    }

    private MarkdownTable bytesTable(Workload workload, List<String> sizes) {
        List<String> header = new ArrayList<>(List.of(workload.parameter()));
        PeerColumns.bytePeers(workload).forEach(peer -> header.add(PeerColumns.label(peer)));
        MarkdownTable table = new MarkdownTable(header);
        for (String size : sizes) {
            List<String> row = new ArrayList<>(List.of(size));
            for (String peer : PeerColumns.bytePeers(workload)) {
                row.add(census.bytes(workload.name(), size, peer)
                        .map(bytes -> Format.count(bytes.length()) + mark(bytes.sameAsJdk()))
                        .orElse(peerMeasured(peer) ? Format.NOT_RUN : Format.PENDING));
            }
            table.row(row);
        }
        return table;
    }

    private String objects(Workload workload, String size) {
        return census.objects(workload.name(), size).map(objects -> Format.count(objects.all())).orElse(Format.NOT_RUN);
    }

    private String cell(Optional<Double> value, String peer, java.util.function.DoubleFunction<String> format) {
        if (value.isPresent()) {
            return format.apply(value.get());
        }
        return peerMeasured(peer) ? Format.NOT_RUN : Format.PENDING;
    }

    private static String mark(String sameAsJdk) {
        return switch (sameAsJdk) {
            case "yes" -> " ✓";
            case "no" -> " ✗";
            default -> "";
        };
    }

    static double unitNanos(Workload workload) {
        return workload == Workload.MEDIA_CONTENT ? 1e3 : 1e6;
    }

    static String unitName(Workload workload) {
        return workload == Workload.MEDIA_CONTENT ? "µs" : "ms";
    }
}
