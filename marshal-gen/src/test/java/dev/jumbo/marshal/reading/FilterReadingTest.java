package dev.jumbo.marshal.reading;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.conformance.GraphRegistry;
import dev.jumbo.marshal.conformance.NamedGraph;
import dev.jumbo.marshal.reading.ReadingOracle.Agreement;
import dev.jumbo.marshal.reading.ReadingOracle.Strictness;
import java.io.ObjectInputFilter;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

/**
 * Stream filters that reject: every named graph is read under filters made by
 * {@code ObjectInputFilter.Config.createFilter} (limits on depth, references, array length and
 * stream bytes, and class patterns), each wrapped in a recording filter. The JDK rejects at some
 * call with an InvalidClassException ("filter status: REJECTED"); each candidate must call the
 * filter the same way up to there and fail at the same read with the same exception and message.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FilterReadingTest {
    private static final List<String> PATTERNS = List.of("maxdepth=2", "maxrefs=6", "maxarray=3", "maxbytes=200",
            "!dev.jumbo.marshal.conformance.*", "java.**;!*", "java.util.*;!java.util.HashMap;java.lang.*");
    private static final List<NamedGraph> GRAPHS = GraphRegistry.all();
    private final Map<String, AtomicInteger> agreements = new ConcurrentHashMap<>();

    @TestFactory
    Stream<DynamicTest> rejectingFiltersAreCalledAsTheJdkCallsThem() {
        return Readers.candidates().stream().flatMap(reader -> PATTERNS.stream().flatMap(pattern -> {
            ObjectInputFilter limits = ObjectInputFilter.Config.createFilter(pattern);
            return GRAPHS.stream().map(graph -> DynamicTest.dynamicTest(graph.id() + " [" + reader.name() + ", " + pattern + "]", () -> {
                ReadingCase plain = WrittenStreams.of(graph, ReadingCase.PLAIN);
                ReadingCase filtered = new ReadingCase(plain.id() + " under " + pattern, plain.bytes(), plain.actions(), ReadingCase.PLAIN, limits);
                Agreement agreement = ReadingOracle.assertSameOutcome(filtered, reader, Strictness.FULL, true).agreement();
                agreements.computeIfAbsent(pattern + ": " + agreement, key -> new AtomicInteger()).incrementAndGet();
            }));
        }));
    }

    @AfterAll
    void report() {
        System.out.printf("[reading] filters %s over %d named graphs, read by %d reader(s): %s%n", PATTERNS, GRAPHS.size(),
                Readers.candidates().size(), new TreeMap<>(agreements));
        for (String pattern : PATTERNS) {
            assertTrue(agreements.containsKey(pattern + ": " + Agreement.SAME_EXCEPTION), "the filter " + pattern + " rejects no graph");
        }
    }
}
