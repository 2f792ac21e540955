package dev.jumbo.codese;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.jumbo.marshal.conformance.GraphRegistry;
import dev.jumbo.marshal.conformance.NamedGraph;
import dev.jumbo.marshal.conformance.Step;
import dev.jumbo.marshal.conformance.StreamHooks;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The write side's conformance graphs (marshal-gen's test-jar, {@link GraphRegistry}) through
 * CoDeSe: every case that is one writeObject of a graph, without stream hooks and not a failure
 * case. The reference is what the JDK itself restores: {@code ObjectOutputStream} bytes of
 * {@code ObjectInputStream}'s copy (for most graphs these equal the original's bytes, the
 * paper's oracle; they differ where writeReplace has no readResolve). A graph CoDeSe refuses
 * must be refused with an {@link IOException} naming the class, and only for a construct
 * {@link #REFUSED} lists.
 */
class ConformanceGraphsTest {
    /** What CoDeSe refuses by design (README, "Not restored"), as words of the refusal's message. */
    private static final List<String> REFUSED = List.of("cannot record a reset", "no valid constructor",
            "its canonical constructor is not reachable", "writeObject wrote none first", "is not supported",
            "class descriptor object");

    @TestFactory
    Stream<DynamicTest> conformanceGraphs() {
        List<DynamicTest> tests = new ArrayList<>();
        for (NamedGraph graph : GraphRegistry.all()) {
            if (graph.failure() || graph.hooks() != StreamHooks.NONE) {
                continue;
            }
            tests.add(DynamicTest.dynamicTest(graph.id(), () -> check(graph)));
        }
        return tests.stream();
    }

    private static void check(NamedGraph graph) throws Exception {
        List<Step> steps = graph.steps().get();
        if (steps.size() != 1 || !(steps.get(0) instanceof Step.WriteObject write)) {
            return;
        }
        byte[] original = Oracle.jdkBytes(write.obj());
        Object jdkCopy;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(original))) {
            jdkCopy = in.readObject();
        } catch (IOException | ClassNotFoundException e) {
            return;
        }
        byte[] reference = Oracle.jdkBytes(jdkCopy);
        byte[] container;
        try {
            container = Oracle.store(write.obj(), CodeseOptions.DEFAULTS);
        } catch (IOException e) {
            String message = String.valueOf(e.getMessage());
            assertTrue(REFUSED.stream().anyMatch(message::contains), () -> graph.id() + ": unexpected refusal " + e);
            System.out.println("codese refuses " + graph.id() + ": " + e);
            return;
        }
        Object restored = Oracle.restore(container, CodeseOptions.DEFAULTS);
        assertArrayEquals(reference, Oracle.jdkBytes(restored), graph.id() + ": oracle");
    }
}
