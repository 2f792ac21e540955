package dev.jumbo.bench.report;

import static dev.jumbo.bench.report.TargetRows.comparison;
import static dev.jumbo.bench.report.TargetRows.ratio;
import static dev.jumbo.bench.report.TargetRows.row;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The generation-cost tables: the first N classes in a fresh JVM, steady-state medians and means,
 * ratios, the first class in a fresh JVM; then the generation targets.
 */
final class GenerationSection {
    static final String HEADING = "## Cost of generating a class";
    static final List<String> TOOLS = List.of("asm", "janino", "javac", "jumbo");
    static final List<String> SHAPES = List.of("nodeMarshaller", "fiftyFields", "heldOutMarshaller");
    private static final Map<String, String> LABELS = Map.of(
            "asm", "ASM + defineHiddenClass", "janino", "Janino", "javac", "javac in process", "jumbo", "Jumbo");

    private final ResultSet results;
    /** The run's settings ({@code env.txt}): printed under the heading, so the section says when it was measured. */
    private final Map<String, String> environment;

    GenerationSection(ResultSet results, Map<String, String> environment) {
        this.results = results;
        this.environment = environment;
    }

    static String label(String tool) {
        return LABELS.get(tool);
    }

    private static String shortLabel(String tool) {
        return tool.equals("asm") ? "ASM" : tool.equals("janino") ? "Janino" : tool.equals("jumbo") ? "Jumbo" : tool;
    }

    Optional<BenchmarkResult> steady(String tool, String shape) {
        return results.find("GenerationCost", tool, Map.of("shape", shape));
    }

    Optional<BenchmarkResult> first(String tool, String shape) {
        return results.find("FirstClassCost", tool, Map.of("shape", shape));
    }

    /** The first {@code count} classes of a fresh JVM. */
    Optional<BenchmarkResult> firstClasses(String tool, String shape, String count) {
        return results.find("FirstClassesCost", tool, Map.of("shape", shape, "count", count));
    }

    /** A tool's mean time for the first {@code count} classes ÷ ASM's. */
    Optional<Double> firstClassesOverAsm(String tool, String shape, String count) {
        Optional<BenchmarkResult> numerator = firstClasses(tool, shape, count);
        Optional<BenchmarkResult> asm = firstClasses("asm", shape, count);
        return numerator.isPresent() && asm.isPresent()
                ? Optional.of(numerator.get().scoreNanos() / asm.get().scoreNanos()) : Optional.empty();
    }

    static final List<String> COUNTS = List.of("1", "10", "100", "1000");

    /** The headline: the first N classes of a fresh JVM, each shape and tool, and each tool ÷ ASM. */
    String renderFirstClasses() {
        StringBuilder out = new StringBuilder("### The first N classes in a fresh JVM (the headline)\n\n");
        if (!results.hasClass("FirstClassesCost")) {
            return out.append("Not measured in this run.\n\n").toString();
        }
        out.append("""
                What an application meets: JMH single-shot mode, one invocation per forked JVM, which generates, \
                defines and instantiates the first N classes of one shape, the tool created inside the call (its \
                classes' loading counts) and run interpreted or in C1 for most of it. ms: mean (minimum–maximum) over \
                the forks; then each tool's mean ÷ ASM's.

                """);
        List<String> header = new ArrayList<>(List.of("class", "N"));
        TOOLS.forEach(tool -> header.add(label(tool)));
        TOOLS.stream().filter(tool -> !tool.equals("asm")).forEach(tool -> header.add(shortLabel(tool) + " ÷ ASM"));
        MarkdownTable table = new MarkdownTable(header);
        for (String shape : SHAPES) {
            for (String count : COUNTS) {
                if (TOOLS.stream().allMatch(tool -> firstClasses(tool, shape, count).isEmpty())) {
                    continue;
                }
                List<String> row = new ArrayList<>(List.of(shape, count));
                for (String tool : TOOLS) {
                    row.add(firstClasses(tool, shape, count).map(result -> Format.significant(result.scoreNanos() / 1e6) + " ("
                            + Format.significant(result.minimumNanos() / 1e6) + "–" + Format.significant(result.maximumNanos() / 1e6) + ")")
                            .orElse(Format.NOT_RUN));
                }
                TOOLS.stream().filter(tool -> !tool.equals("asm"))
                        .forEach(tool -> row.add(firstClassesOverAsm(tool, shape, count).map(Format::ratio).orElse(Format.NOT_RUN)));
                table.row(row);
            }
        }
        return out.append(table.render()).append('\n').toString();
    }

    String render() {
        StringBuilder out = new StringBuilder(HEADING).append("\n\n");
        out.append("""
                Each invocation builds **and defines** a new class and creates an instance (so the class is \
                linked and verified); nothing is cached between invocations. `nodeMarshaller` is the paper's \
                `NodeMarshaller` (a class implementing `init`/`write` that writes TC_OBJECT, a class handle and \
                the fields of `Node { int data; Node next; }`); `fiftyFields` is a class with 50 fields, a \
                constructor that sets them and a method that writes them; `heldOutMarshaller` is a \
                marshaller of a shape generation was not tuned on, a cast to a nested class and an `if` on a \
                boolean field, and Jumbo builds it from a real quote compiled by the Jumbo plugin \
                (`HeldOutQuotes.jjava`) where the other two are trees built by hand. ASM's class is written by hand and \
                defined with `Lookup.defineHiddenClass`; Janino and javac compile the equivalent Java source \
                (javac from and to memory, its class file defined like ASM's).

                """);
        if (environment.containsKey("command")) {
            out.append("Generated by `").append(environment.get("command")).append("`.\n\n");
        }
        for (String key : List.of("date", "commit", "JDK", "machine", "JMH, generation cost", "JMH, first class",
                "JMH, first N classes")) {
            if (environment.containsKey(key)) {
                out.append("- ").append(key).append(": ").append(environment.get(key)).append('\n');
            }
        }
        out.append('\n');
        out.append(renderFirstClasses());
        out.append("### Steady state\n\n");
        if (!results.hasClass("GenerationCost")) {
            out.append("Not measured in this run.\n\n");
        } else {
            out.append("Steady state, JMH sample mode, **median** µs per class (lower is better):\n\n");
            out.append(valueTable(this::steady, result -> Format.significant(result.medianNanos() / 1e3)).render()).append('\n');
            out.append("Steady state, **mean** µs per class (the mean includes the GC and class-unloading pauses that the median hides):\n\n");
            out.append(valueTable(this::steady, result -> Format.significant(result.scoreNanos() / 1e3)).render()).append('\n');
            out.append("Ratios of the medians:\n\n").append(ratioTable().render()).append('\n');
        }
        out.append("### First class in a fresh JVM\n\n");
        if (!results.hasClass("FirstClassCost")) {
            return out.append("Not measured in this run.\n\n").append(targets()).toString();
        }
        out.append("""
                JMH single-shot mode: one invocation per forked JVM, nothing warmed up, the tool itself created \
                inside the measured call (so loading the tool's classes counts). ms: mean (minimum–maximum) over \
                the forks.

                """);
        out.append(valueTable(this::first, result -> Format.significant(result.scoreNanos() / 1e6) + " ("
                + Format.significant(result.minimumNanos() / 1e6) + "–" + Format.significant(result.maximumNanos() / 1e6)
                + ", " + result.samples() + " JVMs)").render()).append('\n');
        return out.append(targets()).toString();
    }

    /** The targets of generation's cost, for every shape: the first classes of a fresh JVM against ASM, and the steady state against ASM and Janino. */
    String targets() {
        MarkdownTable table = new MarkdownTable(TargetRows.header("generation target"));
        for (String shape : SHAPES) {
            row(table, "the first 100 classes of `" + shape + "` in a fresh JVM ≤ 2× ASM (generation)",
                    "Jumbo ÷ ASM, means over the forks", firstClassesOverAsm("jumbo", shape, "100"), value -> value <= 2, "");
        }
        for (String shape : SHAPES) {
            row(table, "the first class of `" + shape + "` in a fresh JVM ≤ 3× ASM's (generation)",
                    "Jumbo ÷ ASM, means over the forks", firstClassesOverAsm("jumbo", shape, "1"), value -> value <= 3, "");
        }
        for (String shape : SHAPES) {
            row(table, "the first 1,000 classes of `" + shape + "` in a fresh JVM ≤ 1.7× ASM (generation)",
                    "Jumbo ÷ ASM, means over the forks", firstClassesOverAsm("jumbo", shape, "1000"), value -> value <= 1.7, "");
        }
        for (String shape : SHAPES) {
            Optional<Double> jumbo = steady("jumbo", shape).map(BenchmarkResult::medianNanos);
            Optional<Double> asm = steady("asm", shape).map(BenchmarkResult::medianNanos);
            Optional<Double> janino = steady("janino", shape).map(BenchmarkResult::medianNanos);
            row(table, "generating `" + shape + "`: median ≤ 2× ASM (generation)", "Jumbo ÷ ASM, medians", ratio(jumbo, asm),
                    value -> value <= 2, "");
            row(table, "generating `" + shape + "`: ≥ 10× faster than Janino (generation)", "Janino ÷ Jumbo, medians",
                    ratio(janino, jumbo), value -> value >= 10, comparison("ASM by hand: Janino ÷ ASM", ratio(janino, asm)));
        }
        return "### Generation targets\n\n" + table.render() + "\n";
    }

    private MarkdownTable valueTable(java.util.function.BiFunction<String, String, Optional<BenchmarkResult>> lookup,
            java.util.function.Function<BenchmarkResult, String> format) {
        List<String> header = new ArrayList<>(List.of("class"));
        TOOLS.forEach(tool -> header.add(label(tool)));
        MarkdownTable table = new MarkdownTable(header);
        for (String shape : SHAPES) {
            if (TOOLS.stream().allMatch(tool -> lookup.apply(tool, shape).isEmpty())) {
                continue;
            }
            List<String> row = new ArrayList<>(List.of(shape));
            for (String tool : TOOLS) {
                row.add(lookup.apply(tool, shape).map(format).orElse(tool.equals("jumbo") ? Format.PENDING : Format.NOT_RUN));
            }
            table.row(row);
        }
        return table;
    }

    private MarkdownTable ratioTable() {
        List<String[]> pairs = List.of(new String[] {"janino", "asm"}, new String[] {"javac", "asm"},
                new String[] {"jumbo", "asm"}, new String[] {"janino", "jumbo"}, new String[] {"javac", "jumbo"});
        List<String> header = new ArrayList<>(List.of("class"));
        pairs.forEach(pair -> header.add(shortLabel(pair[0]) + " ÷ " + shortLabel(pair[1])));
        MarkdownTable table = new MarkdownTable(header);
        for (String shape : SHAPES) {
            if (steady("asm", shape).isEmpty()) {
                continue;
            }
            List<String> row = new ArrayList<>(List.of(shape));
            for (String[] pair : pairs) {
                Optional<BenchmarkResult> numerator = steady(pair[0], shape);
                Optional<BenchmarkResult> denominator = steady(pair[1], shape);
                boolean pending = (pair[0].equals("jumbo") && numerator.isEmpty()) || (pair[1].equals("jumbo") && denominator.isEmpty());
                row.add(pending ? Format.PENDING : numerator.isEmpty() || denominator.isEmpty() ? Format.NOT_RUN
                        : Format.ratio(numerator.get().medianNanos() / denominator.get().medianNanos()));
            }
            table.row(row);
        }
        return table;
    }
}
