package dev.jumbo.marshal.reading;

import dev.jumbo.marshal.conformance.GraphRegistry;
import dev.jumbo.marshal.conformance.NamedGraph;
import dev.jumbo.marshal.reading.ReadingOracle.Agreement;
import dev.jumbo.marshal.reading.ReadingOracle.Strictness;
import dev.jumbo.marshal.reading.ReadingOracle.Verdict;
import java.util.Map;
import java.util.TreeMap;

/**
 * Run in a child JVM by {@link JvmWideFilterTest}, with {@code -Djdk.serialFilter} or
 * {@code -Djdk.serialFilterFactory} set (JVM-wide settings, which the test's own JVM must not
 * get): reads every named graph with the JDK and each candidate, with no stream filter of the
 * case's own (argument "plain") or with a recording one (argument "recorded"), and prints the
 * agreement and each difference. Exit status 0 when all agree (or differ only as
 * known-failures.txt lists, for case ids "GRAPH under a JVM-wide setting[ and a stream filter]").
 */
public final class JvmWideFilterProbe {
    private JvmWideFilterProbe() {
    }

    public static void main(String[] arguments) {
        boolean recorded = arguments.length > 0 && arguments[0].equals("recorded");
        ReadingCase.HooksMaker hooks = recorded ? ReadingCase.PLAIN : filter -> ReaderHooks.NONE;
        Map<String, Integer> agreements = new TreeMap<>();
        int differences = 0;
        for (ReaderFactory reader : Readers.candidates()) {
            for (NamedGraph graph : GraphRegistry.all()) {
                ReadingCase readingCase = WrittenStreams.of(graph, hooks);
                ReadOutcome expected = ReadingOracle.read(Readers.REFERENCE, readingCase);
                ReadOutcome actual = ReadingOracle.read(reader, readingCase);
                Verdict verdict = ReadingOracle.compare(readingCase, expected, actual, Strictness.FULL, true);
                String id = graph.id() + " under " + (recorded ? "a JVM-wide setting and a stream filter" : "a JVM-wide setting");
                if (verdict.agreement() == Agreement.DIFFERENT && KnownFailures.excuses(reader.name(), id, verdict.difference())) {
                    agreements.merge("KNOWN_FAILURE", 1, Integer::sum);
                    continue;
                }
                agreements.merge(verdict.agreement().toString(), 1, Integer::sum);
                if (verdict.agreement() == Agreement.DIFFERENT) {
                    differences++;
                    System.out.println("DIFFERENT " + graph.id() + " [" + reader.name() + "]: " + verdict.difference());
                }
            }
        }
        System.out.println("[jvm-wide filter] " + System.getProperty("jdk.serialFilter", "") + System.getProperty("jdk.serialFilterFactory", "")
                + " " + (recorded ? "with" : "without") + " a stream filter: " + agreements);
        System.exit(differences == 0 ? 0 : 1);
    }
}
