package dev.jumbo.marshal;

import dev.jumbo.marshal.conformance.GraphIsomorphism;
import dev.jumbo.marshal.conformance.GraphRegistry;
import dev.jumbo.marshal.conformance.JdkStreams;
import dev.jumbo.marshal.conformance.NamedGraph;
import dev.jumbo.marshal.conformance.Step;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every named graph of the write side's suite that writes, written by the JDK's stream, is read
 * back by {@link ReflectiveObjectInputStream} isomorphic to what was written (the steps' own
 * checks, primitive data included), as {@code ObjectInputStream} reads it.
 */
class ReflectiveReadBackTest {
    @TestFactory
    Stream<DynamicTest> everyNamedGraphReadsBack() {
        return GraphRegistry.all().stream()
                .filter(graph -> !graph.failure())
                .map(graph -> DynamicTest.dynamicTest(graph.element() + "/" + graph.name(), () -> readBack(graph)));
    }

    private static void readBack(NamedGraph graph) throws Exception {
        List<Step> steps = graph.steps().get();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = JdkStreams.REFERENCE.open(bytes, graph.hooks())) {
            for (Step step : steps) {
                step.write(out);
            }
        }
        GraphIsomorphism isomorphism = new GraphIsomorphism();
        try (ObjectInputStream in = new ReflectiveObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            for (Step step : steps) {
                step.readAndCheck(in, isomorphism);
            }
        }
    }
}
