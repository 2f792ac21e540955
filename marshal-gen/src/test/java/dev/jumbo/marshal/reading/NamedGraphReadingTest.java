package dev.jumbo.marshal.reading;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.conformance.GraphRegistry;
import dev.jumbo.marshal.conformance.NamedGraph;
import dev.jumbo.marshal.reading.ReadingOracle.Agreement;
import dev.jumbo.marshal.reading.ReadingOracle.Strictness;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

/**
 * Every named graph of the write side's suite (failure cases included), written by
 * ObjectOutputStream, read by the JDK and by each candidate: plain readers with a recording
 * filter, and hooked readers whose resolveClass, resolveProxyClass, resolveObject and
 * readClassDescriptor log their calls. Graphs, exception classes and messages, callbacks and
 * filter calls must agree. One dynamic test per graph, reader and hook mode.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class NamedGraphReadingTest {
    private static final List<NamedGraph> GRAPHS = GraphRegistry.all();
    private final Map<String, AtomicInteger> agreements = new ConcurrentHashMap<>();

    @TestFactory
    Stream<DynamicTest> namedGraphsReadAsTheJdkReadsThem() {
        return Readers.candidates().stream().flatMap(reader -> Stream.of("plain", "hooked").flatMap(mode -> GRAPHS.stream().map(graph ->
                DynamicTest.dynamicTest(graph.id() + " [" + reader.name() + ", " + mode + "]", () -> {
                    ReadingCase readingCase = WrittenStreams.of(graph, mode.equals("plain") ? ReadingCase.PLAIN : ReadingCase.LOGGING);
                    Agreement agreement = ReadingOracle.assertSameOutcome(readingCase, reader, Strictness.FULL, true).agreement();
                    agreements.computeIfAbsent(reader.name() + ": " + agreement, key -> new AtomicInteger()).incrementAndGet();
                }))));
    }

    @AfterAll
    void report() {
        assertTrue(GRAPHS.size() >= 300, "only " + GRAPHS.size() + " named graphs");
        System.out.printf("[reading] %d named graphs x 2 hook modes, read by java.io.ObjectInputStream and %d reader(s): %s%n",
                GRAPHS.size(), Readers.candidates().size(), new java.util.TreeMap<>(agreements));
    }
}
