package dev.jumbo.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The short-streams section: ratios within the run, targets judged on them, the section replaced in place. */
class ShortStreamsSectionTest {
    @Test
    void eachCellIsTheJdksTimeOverThePeersAndTheTargetsAreJudgedOnThem() {
        ResultSet results = new ResultSet(List.of(
                result("media", "read", "jdk", "alone", 3000), result("media", "read", "jumbo", "alone", 1000),
                result("media", "write", "jdk", "alone", 2000), result("media", "write", "jumbo", "alone", 1000)));

        String section = new ShortStreamsSection(results, Map.of("command", "bench/run.sh --short-streams"), "").render();

        assertTrue(section.startsWith("## Short streams\n"), section);
        assertTrue(section.contains("| MediaContent message | read | 3,000 | – | 3.00× | – | – |"), section);
        assertTrue(section.contains("| read ≥ 3× OIS | OIS ÷ Jumbo, media, alone | 3.00× | met |"), section);
        assertTrue(section.contains("| write ≥ 4× OOS | OOS ÷ Jumbo, media, alone | 2.00× | **missed** |"), section);
        assertTrue(section.contains("| read ≥ 3× OIS | OIS ÷ Jumbo, record, alone | pending | pending |"), section);
    }

    @Test
    void theEmptyStreamIsARowAndTheFixedCostTarget() {
        ResultSet results = new ResultSet(List.of(
                result("empty", "write", "jdk", "alone", 300), result("empty", "write", "jumbo", "alone", 100),
                result("empty", "read", "jdk", "alone", 300), result("empty", "read", "jumbo", "alone", 600)));

        String section = new ShortStreamsSection(results, Map.of(), "").render();

        assertTrue(section.contains("| no object (the fixed cost of a stream) | write | 300 | – | 3.00× | – | – |"), section);
        assertTrue(section.contains("| a stream's fixed cost at most the JDK's | JDK ÷ Jumbo, an empty stream's write, alone | 3.00× | met |"),
                section);
        assertTrue(section.contains("| a stream's fixed cost at most the JDK's | JDK ÷ Jumbo, an empty stream's read, alone | 0.500× | **missed** |"),
                section);
    }

    @Test
    void aShortStreamsOnlyRunReplacesItsSectionAndKeepsTheRest() {
        String previous = "# Results\n\n## Targets\n\nt\n\n## Short streams\n\nold\n\n## Reading\n\nr\n";

        String updated = Report.withSection(previous, Report.SHORT_STREAMS_HEADING, "## Short streams\n\nnew\n\n");

        assertEquals("# Results\n\n## Targets\n\nt\n\n## Short streams\n\nnew\n\n## Reading\n\nr\n", updated);
    }

    private static BenchmarkResult result(String shape, String operation, String peer, String jvm, double nanos) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("shape", shape);
        params.put("peer", peer);
        params.put("jvm", jvm);
        return new BenchmarkResult("dev.jumbo.bench.marshal.shortstream", "dev.jumbo.bench.marshal.shortstream.ShortStreamBenchmark",
                operation, "avgt", params, nanos, Double.NaN, Map.of(), 6, nanos, Double.NaN, "ns/op");
    }
}
