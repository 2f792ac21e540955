package dev.jumbo.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The report from a small, hand-written run directory (src/test/resources/report/run): JMH's
 * JSON shapes for average-time, sample and single-shot modes, a census and an environment.
 */
class ReportTest {
    @Test
    void ratiosAreComputedFromTheRunWithUnitsConverted() throws Exception {
        String markdown = render("");

        assertTrue(markdown.contains("| 20000 | 60,000 | 4.00 | pending | pending | pending | pending | pending | pending | 1.00 |"),
                "Table 1 time row, Kryo's µs converted to ms:\n" + markdown);
        assertTrue(markdown.contains("| 20000 | pending | pending | pending | pending | pending | pending | 4.00× |"),
                "Table 1 speed-up over OOS:\n" + markdown);
    }

    @Test
    void missingSubjectsArePendingNotInvented() throws Exception {
        String markdown = render("");

        assertTrue(markdown.contains("**pending** (not available in this run, so not measured): Reflective, Hand, Jumbo,"));
        assertTrue(markdown.contains("Speed-up over the reflective writer: pending"));
        assertTrue(markdown.contains("### Table 6. Just-in-time generation thresholds, heterogeneous graph (paper Table 6)\n\n"));
        assertTrue(markdown.contains("| generating `nodeMarshaller`: median ≤ 2× ASM (generation) | Jumbo ÷ ASM, medians | pending | pending |"));
    }

    @Test
    void eachTargetIsShownNextToAFigureOfTheSameRunToReadItAgainst() throws Exception {
        String markdown = render("");

        assertTrue(markdown.contains("| generating `nodeMarshaller`: ≥ 10× faster than Janino (generation) | Janino ÷ Jumbo, medians"
                + " | pending | pending | ASM by hand: Janino ÷ ASM 50.0× |"), markdown);
    }

    @Test
    void headingsAndTargetsSayWhatTheyAreWithoutTrackerIssues() throws Exception {
        String markdown = render("");

        assertTrue(markdown.contains("| speed target | measured as | measured | met | for comparison, same run |\n"), markdown);
        assertTrue(markdown.contains("| MediaContent per fresh stream ≥ 4× (writing) |"), markdown);
        assertTrue(markdown.contains("| MediaContent ≥ 5× (writing, first round) |"), markdown);
        assertTrue(markdown.contains("\n## Cost of generating a class\n\n"), markdown);
        assertTrue(markdown.contains("\n## Marshalling (the paper's Tables 1–8)\n\n"), markdown);
        assertTrue(markdown.contains("\n### What a user sees first: the first stream in a fresh JVM\n\n"), markdown);
        assertFalse(markdown.matches("(?s).*\\bissue\\b.*"), "no tracker issue named:\n" + markdown);
    }

    @Test
    void generationTablesUseMediansAndFirstClassForks() throws Exception {
        String markdown = render("");

        assertTrue(markdown.contains("| nodeMarshaller | 40.0 | 2,000 | – | pending |"), markdown);
        assertTrue(markdown.contains("| nodeMarshaller | 50.0× | – | pending | pending | pending |"), markdown);
        assertTrue(markdown.contains("| nodeMarshaller | 45.0 (40.0–50.0, 3 JVMs) | – | – | pending |"), markdown);
    }

    @Test
    void benchmarksTheReportDoesNotKnowAreListedAsTheyAre() throws Exception {
        String markdown = render("");

        assertTrue(markdown.contains("| ParseBenchmark.parse | {parser=jumbo} | thrpt | 123,456 | 100 | ops/s |"), markdown);
    }

    @Test
    void theParseSectionOfTheEarlierReportIsKept() throws Exception {
        String earlier = "# Benchmark results\n\nold text\n\n## Parse\n\nparse figures by the grammar engineer\n\n## Targets\n\nold\n";

        String markdown = render(Report.keptSections(earlier));

        assertEquals("## Parse\n\nparse figures by the grammar engineer\n\n", Report.keptSections(earlier));
        assertTrue(markdown.endsWith("## Parse\n\nparse figures by the grammar engineer\n\n"));
    }

    @Test
    void aParsingSectionAtTheStartOfTheFileIsKeptToo() {
        String earlier = "## Parsing\n\nlines/s table\n";

        assertEquals(earlier, Report.keptSections(earlier));
    }

    @Test
    void theCodeseAndSparkSectionsAreKeptInTheirOrderButNotTheOthers() {
        String earlier = "# Benchmark results\n\n## CoDeSe: Figure 5\n\nfig5\n\n## Targets\n\nold\n\n"
                + "## Spark: jobs\n\njobs\n\n## Parsing\n\nlines\n";

        String kept = Report.keptSections(earlier);

        assertEquals("## CoDeSe: Figure 5\n\nfig5\n\n## Spark: jobs\n\njobs\n\n## Parsing\n\nlines\n", kept);
    }

    @Test
    void theTargetsOfAKeptSectionJoinTheTargetsTable() throws Exception {
        String codeseRow = "| fresh JVM, 10 restores: ≥ 1.0× OIS, geometric mean (CoDeSe) | OIS ÷ CoDeSe | 0.82× | **no** | `Figure5 run` |";
        String earlier = "# Benchmark results\n\n## Targets\n\nold\n\n## CoDeSe: Figure 5\n\nfig5\n\n### Targets\n\n"
                + "| speed target | measured as | measured | met | for comparison, same run |\n|---|---:|---:|---:|---:|\n"
                + codeseRow + "\n\n### Where the time goes\n\n| a | b | c | d | e |\n";

        String kept = Report.keptSections(earlier);
        String markdown = render(kept);

        assertEquals(java.util.List.of(codeseRow), Report.keptTargetRows(kept));
        int targets = markdown.indexOf("## Targets\n");
        int row = markdown.indexOf(codeseRow);
        assertTrue(targets >= 0 && row > targets && row < markdown.indexOf("\n## Cost of generating a class"),
                "the CoDeSe target in the Targets table:\n" + markdown);
        assertTrue(markdown.contains("| MediaContent ≥ 5× (writing, first round) | OOS ÷ Jumbo (warm) | pending | pending |  |\n"
                + codeseRow + "\n\n"), markdown);
        assertTrue(markdown.endsWith(kept), "the CoDeSe section itself is kept as it is");
    }

    @Test
    void noParseSectionGivesNothingToKeep() {
        assertEquals("", Report.keptSections("# Benchmark results\n\n## Parsers of the future\n"));
    }

    @Test
    void theChartIsAnSvgWithOneBarPerMeasuredPeer() throws Exception {
        Path run = runDirectory();
        ResultSet results = ResultSet.read(run);
        MarshalSection marshal = new MarshalSection(results, Census.read(run.resolve("bytes.tsv")));

        String svg = new SvgChart(marshal, new GenerationSection(results, Map.of())).render();

        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assertTrue(svg.contains(">4.00×</text>"), svg);
        assertTrue(svg.contains(">2,000 µs</text>"), svg);
    }

    private static String render(String keptSections) throws Exception {
        Path run = runDirectory();
        return Report.markdown(ResultSet.read(run), Census.read(run.resolve("bytes.tsv")),
                Map.of("command", "bench/run.sh --quick"), "", keptSections);
    }

    private static Path runDirectory() throws URISyntaxException {
        return Path.of(ReportTest.class.getResource("/report/run/env.txt").toURI()).getParent();
    }
}
