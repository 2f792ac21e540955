package dev.jumbo.marshal.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

/**
 * The conformance suite over the named graphs, for one stream factory: extend it and return the
 * factory (see ReflectiveConformanceTest). Each graph is one dynamic test, named element/name.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class ConformanceSuite {
    private static final List<NamedGraph> GRAPHS = GraphRegistry.all();
    private final AtomicInteger graphsChecked = new AtomicInteger();
    private final AtomicInteger failuresChecked = new AtomicInteger();

    protected abstract StreamFactory factory();

    @TestFactory
    Stream<DynamicTest> namedGraphs() {
        return GRAPHS.stream().map(graph -> DynamicTest.dynamicTest(graph.id(), () -> {
            ConformanceCheck.check(graph, factory());
            (graph.failure() ? failuresChecked : graphsChecked).incrementAndGet();
        }));
    }

    @Test
    void suiteHasAtLeastTwoHundredNamedGraphsOverEveryElement() {
        long graphs = GRAPHS.stream().filter(graph -> !graph.failure()).count();
        long elements = GRAPHS.stream().map(NamedGraph::element).distinct().count();
        assertTrue(graphs >= 200, "only " + graphs + " named graphs");
        assertTrue(elements >= 15, "only " + elements + " protocol elements");
    }

    @AfterAll
    void report() {
        System.out.printf("[conformance] %s: %d named graphs and %d failure cases checked byte for byte against java.io.ObjectOutputStream%n",
                factory().name(), graphsChecked.get(), failuresChecked.get());
    }
}
