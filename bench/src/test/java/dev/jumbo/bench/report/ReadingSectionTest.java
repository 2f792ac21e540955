package dev.jumbo.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The reading section from a small, hand-written reading run (src/test/resources/report/reading):
 * times with their errors, ratios with propagated errors, the targets' verdicts, and the
 * reading-only rewrite of an earlier RESULTS.md. Nothing is timed.
 */
class ReadingSectionTest {
    @Test
    void timesCarryTheirHalfIntervalsAndMissingPeersArePending() throws Exception {
        String markdown = render();

        assertTrue(markdown.contains("| count | OIS | Hand | Reflective | Jumbo | Jumbo + gen. | Jumbo t=0 + gen. | Kryo | Fory |\n"), markdown);
        assertTrue(markdown.contains("| 20000 | 7.00 ±0.350 | 0.800 ±0.0400 | 7.70 ±0.385 | 1.00 ±0.0500 | pending | pending | 2.00 ±0.100 | 0.900 |"),
                markdown);
        assertTrue(markdown.contains("- **pending** (not available in this run, so not measured): Jumbo + gen., Jumbo t=0 + gen.; they join"),
                markdown);
    }

    @Test
    void speedUpsPropagateBothErrors() throws Exception {
        String markdown = render();

        assertTrue(markdown.contains("| 20000 | 8.75× ±0.619 | 0.909× ±0.0643 | 7.00× ±0.495 | pending | pending | 3.50× ±0.247 | 7.78× |"),
                markdown);
    }

    @Test
    void targetsAreMarkedMetOrMissedWithTheirError() throws Exception {
        String markdown = render();

        assertTrue(markdown.contains("| warm ≥ 5× OIS on `Dummy` ×20k | OIS ÷ Jumbo, 20000 | 7.00× ±0.495 | met | Kryo 3.50× ±0.247, Fory 7.78× |"),
                markdown);
        assertTrue(markdown.contains("| warm ≥ 5× OIS on the lists of `Dummy` | OIS ÷ Jumbo, 200 lists | 4.55× ±1.13 | **missed** (within error) |"),
                markdown);
        assertTrue(markdown.contains("| warm ≥ 3× OIS, geometric mean of MediaContent, collections, business objects"
                + " | OIS ÷ Jumbo, geometric mean of 3 cells (standard, integerList, 100) | 2.88× ±0.118 | **missed** (within error) | Kryo 3.42× ±0.140, Fory – |"), markdown);
        assertTrue(markdown.contains("| reflective reader ≥ 1× OIS | OIS ÷ Reflective, `Dummy` 20000 | 0.909× ±0.0643 | **missed** |"),
                markdown);
    }

    @Test
    void jumboIsMeasuredAgainstTheHandSpecializedReaderAsTheLimit() throws Exception {
        String markdown = render();

        assertTrue(markdown.contains("| ≥ 0.6 of the hand-specialized reader, `Dummy` ×20k, polluted JVM | Hand ÷ Jumbo (Jumbo ÷ limit) "
                + "| 0.400× ±0.0283 | **missed** | OIS ÷ Hand 9.63× ±0.681 |"), markdown);
        assertTrue(markdown.contains("| count | Reflective | Jumbo | Jumbo + gen. | Jumbo t=0 + gen. | Kryo | Fory |\n|---|---:|---:|---:|---:|---:|---:|\n"
                + "| 20000 | 0.104× ±0.00735 | 0.800× ±0.0566 | pending | pending | 0.400× ±0.0283 | 0.889× |"), markdown);
    }

    @Test
    void thePollutedCaseIsComparedWithTheCleanOne() throws Exception {
        String markdown = render();

        assertTrue(markdown.contains("| cell | OIS | Reflective | Jumbo | Kryo | Fory |\n|---|---:|---:|---:|---:|---:|\n"
                + "| dummy | 1.10× ±0.0778 | – | 2.00× ±0.141 | – | – |"), markdown);
    }

    @Test
    void theSectionIsHeadedByWhatItIs() throws Exception {
        String markdown = render();

        assertTrue(markdown.startsWith("## Reading\n\n"), markdown);
        assertTrue(markdown.contains("| reading target | measured as | measured | met | for comparison, same run |\n"), markdown);
        assertFalse(markdown.matches("(?s).*\\bissue\\b.*"), "no tracker issue named:\n" + markdown);
    }

    @Test
    void aReadingOnlyRunReplacesTheReadingSectionAndKeepsTheRest() {
        String earlier = "# Benchmark results\n\n## Targets\n\nwriting\n\n## Reading\n\nold reading\n\n## Parse\n\nparse\n";

        String updated = Report.withReadingSection(earlier, "## Reading\n\nnew reading\n\n");

        assertEquals("# Benchmark results\n\n## Targets\n\nwriting\n\n## Reading\n\nnew reading\n\n## Parse\n\nparse\n",
                updated);
    }

    @Test
    void aHeadingThatOnlyStartsLikeTheReadingOneIsNotTheReadingSection() {
        String earlier = "# Results\n\n## Reading RESULTS.md\n\nhow to read\n\n## Parse\n\nparse\n";

        String updated = Report.withReadingSection(earlier, "## Reading\n\nnew\n\n");

        assertEquals("", Report.readingSection(earlier));
        assertEquals("# Results\n\n## Reading RESULTS.md\n\nhow to read\n\n## Reading\n\nnew\n\n## Parse\n\nparse\n", updated);
    }

    @Test
    void aFileWithoutAReadingSectionGetsItBeforeTheParseSection() {
        String updated = Report.withReadingSection("# Results\n\n## Parse\n\nparse\n", "## Reading\n\nnew\n\n");

        assertEquals("# Results\n\n## Reading\n\nnew\n\n## Parse\n\nparse\n", updated);
    }

    @Test
    void aFullReportKeepsTheEarlierReadingSectionWhenThisRunReadNothing() throws Exception {
        String earlier = "# Benchmark results\n\n## Reading\n\nearlier reading tables\n\n## Parse\n\np\n";

        assertEquals("## Reading\n\nearlier reading tables\n\n", Report.readingSection(earlier));
    }

    @Test
    void aFullReportPutsThisRunsReadingSectionAfterTheMarshallingTablesAndBeforeTheParseSection() throws Exception {
        Path run = Path.of(ReadingSectionTest.class.getResource("/report/reading/reading.json").toURI()).getParent();
        ResultSet results = ResultSet.read(run);
        String reading = new ReadingSection(results, Map.of()).render();

        String markdown = Report.markdown(results, Census.read(run.resolve("bytes.tsv")), Map.of(), reading, "## Parse\n\np\n");

        int marshalling = markdown.indexOf("### JDK collections");
        int readingStart = markdown.indexOf(ReadingSection.HEADING);
        assertTrue(marshalling >= 0 && marshalling < readingStart, markdown);
        assertTrue(markdown.endsWith(reading + "## Parse\n\np\n"), markdown);
        assertFalse(markdown.contains("## Other benchmarks"), "reading results are not 'other' benchmarks:\n" + markdown);
    }

    @Test
    void theReadingChartHasOneBarPerMeasuredReaderAndWorkload() throws Exception {
        Path run = Path.of(ReadingSectionTest.class.getResource("/report/reading/reading.json").toURI()).getParent();

        String svg = SvgChart.reading(new ReadingSection(ResultSet.read(run), Map.of()));

        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assertTrue(svg.contains(">ReadDummyBenchmark count=20000</text>"), svg);
        assertTrue(svg.contains(">7.00× ±0.495</text>"), svg);
        assertTrue(svg.contains(">ReadPollutedBenchmark cell=dummy</text>"), svg);
    }

    @Test
    void ratioVerdictsReadTheInterval() {
        assertEquals("met", new Ratio(6, 0.5).verdict(5));
        assertEquals("met (within error)", new Ratio(5.2, 0.5).verdict(5));
        assertEquals("**missed** (within error)", new Ratio(4.8, 0.5).verdict(5));
        assertEquals("**missed**", new Ratio(4, 0.5).verdict(5));
        assertEquals("met", new Ratio(5, Double.NaN).verdict(5));
        assertEquals("2.00× ±0.141", Ratio.geometricMean(List.of(new Ratio(1, 0.1), new Ratio(4, 0.4))).render());
    }

    private static String render() throws Exception {
        Path run = Path.of(ReadingSectionTest.class.getResource("/report/reading/reading.json").toURI()).getParent();
        Map<String, String> environment = new LinkedHashMap<>();
        for (String line : Files.readAllLines(run.resolve("reading-env.txt"))) {
            environment.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
        }
        String markdown = new ReadingSection(ResultSet.read(run), environment).render();
        assertFalse(markdown.contains("null"), markdown);
        return markdown;
    }
}
