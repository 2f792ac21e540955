package dev.jumbo.bench.report;

import dev.jumbo.bench.marshal.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes {@code RESULTS.md} and {@code results.svg} from a run's results directory: JMH's JSON
 * files, {@code bytes.tsv} from {@code ByteCensus}, {@code env.txt} and {@code reading-env.txt}
 * from {@code run.sh}. The sections of the existing RESULTS.md that other programs write are kept
 * as they are, at the end: {@code ## Parse} or {@code ## Parsing} (the parse benchmark),
 * {@code ## CoDeSe…} (codese's {@code Figure5}) and {@code ## Spark…} (spark's benchmarks); so is
 * its reading section when this run read nothing.
 *
 * <p>Usage: {@code Report [--results DIR] [--output DIR] [--reading-only]} (defaults:
 * bench/target/jmh, bench). With {@code --reading-only} only the reading section of the existing
 * RESULTS.md is replaced (or added, before the parse section), and the rest is kept as it is.
 */
public final class Report {
    /** The headings of the sections other programs write, which the report keeps. */
    static final java.util.regex.Pattern KEPT_HEADING = java.util.regex.Pattern.compile(
            "(?m)^## (Pars(e|ing)|CoDeSe|Spark)\\b.*$");
    /** The heading of the reading section, which a reading-only run replaces. */
    static final java.util.regex.Pattern READING_HEADING = java.util.regex.Pattern.compile(
            "(?m)^" + java.util.regex.Pattern.quote(ReadingSection.HEADING) + "$");

    private Report() {
    }

    public static void main(String[] arguments) throws IOException {
        Path resultsDirectory = Path.of("bench/target/jmh");
        Path outputDirectory = Path.of("bench");
        boolean readingOnly = false;
        boolean shortStreamsOnly = false;
        boolean firstMinuteOnly = false;
        boolean generationOnly = false;
        for (int index = 0; index < arguments.length; index++) {
            switch (arguments[index]) {
                case "--results" -> resultsDirectory = Path.of(arguments[++index]);
                case "--output" -> outputDirectory = Path.of(arguments[++index]);
                case "--reading-only" -> readingOnly = true;
                case "--short-streams-only" -> shortStreamsOnly = true;
                case "--first-minute-only" -> firstMinuteOnly = true;
                case "--generation-only" -> generationOnly = true;
                default -> throw new IllegalArgumentException("usage: Report [--results DIR] [--output DIR] "
                        + "[--reading-only | --short-streams-only | --first-minute-only | --generation-only]");
            }
        }
        ResultSet results = ResultSet.read(resultsDirectory);
        Census census = Census.read(resultsDirectory.resolve("bytes.tsv"));
        Map<String, String> environment = environment(resultsDirectory.resolve("env.txt"));
        Path pollutedCrossCheck = resultsDirectory.resolve("reading-polluted-crosscheck.txt");
        ReadingSection reading = new ReadingSection(results, environment(resultsDirectory.resolve("reading-env.txt")),
                Files.exists(pollutedCrossCheck) ? Files.readString(pollutedCrossCheck) : "");
        Path markdownFile = outputDirectory.resolve("RESULTS.md");
        String previous = Files.exists(markdownFile) ? Files.readString(markdownFile) : "";
        if (reading.measured()) {
            Files.writeString(outputDirectory.resolve(ReadingSection.CHART), SvgChart.reading(reading));
        }
        Path crossCheck = resultsDirectory.resolve("short-streams-crosscheck.txt");
        ShortStreamsSection shortStreams = new ShortStreamsSection(results,
                environment(resultsDirectory.resolve("short-streams-env.txt")),
                Files.exists(crossCheck) ? Files.readString(crossCheck) : "");
        FirstMinuteSection firstMinute = FirstMinuteSection.read(resultsDirectory.resolve(FirstMinuteSection.FILE),
                environment(resultsDirectory.resolve("first-minute-env.txt")));
        if (generationOnly) {
            writeReport(markdownFile, withSection(previous, GENERATION_HEADING, new GenerationSection(results, environment).render()));
            System.out.println("wrote the generation section of " + markdownFile + " from " + results.all().size() + " JMH results");
            return;
        }
        if (firstMinuteOnly) {
            if (!firstMinute.measured()) {
                throw new IllegalStateException("no first-minute results in " + resultsDirectory);
            }
            writeReport(markdownFile, withSection(previous, FIRST_MINUTE_HEADING, firstMinute.render()));
            System.out.println("wrote the first-minute section of " + markdownFile);
            return;
        }
        if (shortStreamsOnly) {
            writeReport(markdownFile, withSection(previous, SHORT_STREAMS_HEADING, shortStreams.render()));
            System.out.println("wrote the short-streams section of " + markdownFile + " from " + results.all().size() + " JMH results");
            return;
        }
        if (readingOnly) {
            writeReport(markdownFile, withReadingSection(previous, reading.render()));
            System.out.println("wrote the reading section of " + markdownFile + " from " + results.all().size() + " JMH results");
            return;
        }
        String readingText = reading.measured() ? reading.render() : readingSection(previous);
        String shortStreamsText = shortStreams.measured() ? shortStreams.render() : section(previous, SHORT_STREAMS_HEADING);
        String firstMinuteText = firstMinute.measured() ? firstMinute.render() : section(previous, FIRST_MINUTE_HEADING);
        String document = markdown(results, census, environment, readingText, keptSections(previous));
        if (!shortStreamsText.isEmpty()) {
            document = withSection(document, SHORT_STREAMS_HEADING, shortStreamsText);
        }
        if (!firstMinuteText.isEmpty()) {
            document = withSection(document, FIRST_MINUTE_HEADING, firstMinuteText);
        }
        writeReport(markdownFile, document);
        MarshalSection marshal = new MarshalSection(results, census);
        Files.writeString(outputDirectory.resolve("results.svg"), new SvgChart(marshal, new GenerationSection(results, environment)).render());
        System.out.println("wrote " + markdownFile + " and " + outputDirectory.resolve("results.svg")
                + " from " + results.all().size() + " JMH results");
    }

    /** Writes the report, its Targets section listing every section's targets as they now stand. */
    private static void writeReport(Path markdownFile, String document) throws IOException {
        Files.writeString(markdownFile, TargetsIndex.refresh(document));
    }

    /**
     * The whole report. {@code readingSection}: this run's reading section, or the earlier
     * file's, or empty; {@code keptSections}: the earlier file's sections that other programs write, or empty.
     */
    static String markdown(ResultSet results, Census census, Map<String, String> environment, String readingSection,
            String keptSections) {
        MarshalSection marshal = new MarshalSection(results, census);
        GenerationSection generation = new GenerationSection(results, environment);
        PaperViews views = new PaperViews(results, census, marshal);
        StringBuilder out = new StringBuilder("# Benchmark results\n\n");
        out.append("Generated by `").append(environment.getOrDefault("command", "bench/run.sh"))
                .append("`; do not edit by hand, except the parsing section at the end, which the report keeps as it is. ")
                .append("Every ratio is taken within one JMH run. What each benchmark measures: `bench/README.md`.\n\n");
        out.append(runSection(environment, marshal, generation));
        out.append("![speed-ups and generation cost](results.svg)\n\n");
        out.append(new TargetsSection(marshal, generation, new ColdStartSection(results)).render(keptTargetRows(keptSections)));
        out.append(generation.render());
        out.append("## Marshalling (the paper's Tables 1–8)\n\n").append(PeerColumns.legend()).append('\n');
        out.append("`pending`: the subject was not available in this run; `–`: not run in this mode.\n\n");
        out.append(marshal.render(Workload.DUMMY, "Table 1. `Dummy` objects (paper Table 1)",
                "N `Dummy` objects (`Simple simple1, simple2; int id`), each with two new `Simple`s, written into one stream."));
        out.append(marshal.render(Workload.DUMMY_LISTS, "Table 2. Linked lists of `Dummy` nodes (paper Table 2)",
                "N linked lists of 50 `DummyNode { Dummy data; DummyNode next; }` written into one stream."));
        out.append(marshal.render(Workload.MIXED_DUMMY, "Table 3. `Dummy` with `Simple` or `SimpleChild` fields (paper Table 3)",
                "As Table 1, but each field holds a `Simple` or a `SimpleChild` (`extends Simple { int otherId; }`), chosen at random with a fixed seed."));
        out.append(marshal.render(Workload.HETEROGENEOUS, "Table 4. Heterogeneous data, 66 classes (paper Table 4)",
                heterogeneousDescription(census)));
        out.append(views.table5()).append(views.table6()).append(views.table7()).append(views.table8());
        out.append(new ColdStartSection(results).render());
        out.append(marshal.render(Workload.MEDIA_CONTENT, "MediaContent (jvm-serializers)",
                "One `MediaContent` (a `Media` with two persons, two `Image`s) per new stream, as jvm-serializers measures it."));
        out.append(marshal.render(Workload.COLLECTIONS, "JDK collections",
                "One collection per stream: `ArrayList` of 10,000 `Integer`s, `ArrayList` of 10,000 `String`s, `HashMap` of 10,000 `String` → `Long`."));
        out.append(marshal.render(Workload.BUSINESS_OBJECTS, "Business objects",
                "A ledger of N customers (two addresses, one to five orders of one to five lines each) and a catalogue of 50 "
                        + "products, with strings, an enum, `BigDecimal`, `LocalDate`, `ArrayList`, `HashMap`, shared objects and cycles."));
        out.append(marshal.render(Workload.POLLUTED, "Writing after 200 other classes (polluted)",
                "One object of each of 200 other classes, then N `Dummy` objects as in Table 1, in one stream; before "
                        + "measuring, each warm peer wrote 10 streams of 120 instances of each of those classes, so that its call sites have "
                        + "seen many classes, as an application's do."));
        out.append(marshal.pollutionCost());
        out.append(readingSection);
        if (!readingSection.isEmpty() && !readingSection.endsWith("\n")) {
            out.append('\n');
        }
        out.append(otherResults(results));
        if (!keptSections.isEmpty()) {
            out.append(keptSections);
            if (!keptSections.endsWith("\n")) {
                out.append('\n');
            }
        }
        return out.toString();
    }

    private static String runSection(Map<String, String> environment, MarshalSection marshal, GenerationSection generation) {
        StringBuilder out = new StringBuilder("## This run\n\n");
        environment.forEach((key, value) -> {
            if (!key.equals("command")) {
                out.append("- ").append(key).append(": ").append(value).append('\n');
            }
        });
        List<String> pending = new ArrayList<>();
        for (String peer : PeerColumns.all()) {
            if (!marshal.peerMeasured(peer)) {
                pending.add(PeerColumns.label(peer));
            }
        }
        if (GenerationSection.SHAPES.stream().allMatch(shape -> generation.steady("jumbo", shape).isEmpty())) {
            pending.add("Jumbo generation cost");
        }
        if (!pending.isEmpty()) {
            out.append("- **pending** (not available in this run, so not measured): ").append(String.join(", ", pending))
                    .append(". They join the tables as soon as marshal-gen and lang provide them; see bench/README.md.\n");
        }
        return out.append('\n').toString();
    }

    private static String heterogeneousDescription(Census census) {
        String description = "N distinct copies of a deterministic graph of syntax-tree objects from 66 classes "
                + "(the paper serialized its own `Code` trees), written into one stream";
        return description + census.objects(Workload.HETEROGENEOUS.name(), "1")
                .map(objects -> ". One copy holds " + Format.count(objects.all()) + " objects (" + Format.count(objects.plain())
                        + " of the 66 classes, the rest strings and arrays); " + objects.classesOver250()
                        + " classes have more than 250 instances (the paper: 13,210 objects, 14 classes over 250).")
                .orElse(".");
    }

    private static String otherResults(ResultSet results) {
        MarkdownTable table = new MarkdownTable(List.of("benchmark", "params", "mode", "score", "error", "unit"));
        for (BenchmarkResult result : results.all()) {
            boolean known = result.packageName().equals("dev.jumbo.bench.marshal")
                    || result.packageName().equals("dev.jumbo.bench.generation")
                    || result.packageName().equals("dev.jumbo.bench.unmarshal");
            if (!known) {
                table.row(List.of(result.className() + "." + result.method(), result.params().toString(), result.mode(),
                        Format.significant(result.score()), Format.significant(result.error()), result.unit()));
            }
        }
        return table.isEmpty() ? "" : "## Other benchmarks in this run\n\n" + table.render() + "\n";
    }

    /**
     * The sections of an earlier RESULTS.md that other programs write ({@link #KEPT_HEADING}), each
     * up to the next second-level heading, in their order.
     */
    static String keptSections(String previous) {
        StringBuilder kept = new StringBuilder();
        java.util.regex.Matcher heading = KEPT_HEADING.matcher(previous);
        while (heading.find()) {
            int end = previous.indexOf("\n## ", heading.end());
            kept.append(end < 0 ? previous.substring(heading.start()) : previous.substring(heading.start(), end + 1));
        }
        return kept.toString();
    }

    /**
     * The rows of the targets tables in the kept sections (a table of the Targets section's five
     * columns under a {@code ### Targets…} heading, as codese's {@code Figure5} section has), each a
     * Markdown line as it is: the Targets section lists them after this run's own.
     */
    static List<String> keptTargetRows(String keptSections) {
        List<String> rows = new ArrayList<>();
        boolean inTargets = false;
        for (String line : keptSections.split("\n")) {
            if (line.startsWith("#")) {
                inTargets = line.startsWith("### Targets");
            } else if (inTargets && line.startsWith("| ") && !line.startsWith("| speed target |")
                    && MarkdownTable.cells(line).size() == TargetRows.COLUMNS) {
                rows.add(line);
            }
        }
        return rows;
    }

    /** The reading section of an earlier RESULTS.md, up to the next second-level heading. */
    static String readingSection(String previous) {
        return section(previous, READING_HEADING);
    }

    /**
     * An earlier RESULTS.md with its reading section replaced by {@code reading}; a file without
     * one gets it before the kept sections, or at its end.
     */
    static String withReadingSection(String previous, String reading) {
        return withSection(previous, READING_HEADING, reading);
    }

    /** The heading of the short-streams section, which a short-streams-only run replaces. */
    static final java.util.regex.Pattern SHORT_STREAMS_HEADING = java.util.regex.Pattern.compile(
            "(?m)^" + java.util.regex.Pattern.quote(ShortStreamsSection.HEADING) + "$");
    static final java.util.regex.Pattern GENERATION_HEADING = java.util.regex.Pattern.compile(
            "(?m)^" + java.util.regex.Pattern.quote(GenerationSection.HEADING) + "$");
    static final java.util.regex.Pattern FIRST_MINUTE_HEADING = java.util.regex.Pattern.compile(
            "(?m)^" + java.util.regex.Pattern.quote(FirstMinuteSection.HEADING) + "$");

    /**
     * {@code previous} with the section under {@code heading} replaced by {@code text}; a file
     * without one gets it before the kept sections, or at its end.
     */
    static String withSection(String previous, java.util.regex.Pattern heading, String text) {
        String old = section(previous, heading);
        if (!old.isEmpty()) {
            int start = previous.indexOf(old);
            return previous.substring(0, start) + text + previous.substring(start + old.length());
        }
        java.util.regex.Matcher kept = KEPT_HEADING.matcher(previous);
        if (kept.find()) {
            return previous.substring(0, kept.start()) + text + previous.substring(kept.start());
        }
        String separator = previous.isEmpty() || previous.endsWith("\n\n") ? "" : previous.endsWith("\n") ? "\n" : "\n\n";
        return previous + separator + text;
    }

    private static String section(String previous, java.util.regex.Pattern headingPattern) {
        java.util.regex.Matcher heading = headingPattern.matcher(previous);
        if (!heading.find()) {
            return "";
        }
        int start = heading.start();
        int end = previous.indexOf("\n## ", heading.end());
        return end < 0 ? previous.substring(start) : previous.substring(start, end + 1);
    }

    private static Map<String, String> environment(Path file) throws IOException {
        Map<String, String> environment = new LinkedHashMap<>();
        if (Files.exists(file)) {
            for (String line : Files.readAllLines(file)) {
                int equals = line.indexOf('=');
                if (equals > 0) {
                    environment.put(line.substring(0, equals), line.substring(equals + 1));
                }
            }
        }
        return environment;
    }
}
