package dev.jumbo.codese;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.codese.oracle.GraphBijection;
import dev.jumbo.codese.oracle.StreamScript;
import dev.jumbo.marshal.conformance.GraphRegistry;
import dev.jumbo.marshal.conformance.NamedGraph;
import dev.jumbo.marshal.conformance.Step;
import dev.jumbo.marshal.conformance.StreamHooks;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The write side's conformance graphs (marshal-gen's test-jar, {@link GraphRegistry}) through
 * CoDeSe: every script of writeObject, writeUnshared and reset calls that is not a failure case,
 * without hooks or with a replaceObject hook (primitive data and class annotations have no code
 * form). The reference is what the JDK itself restores: CoDeSe's roots must be
 * ObjectInputStream's, all of one stream as one graph, identity included ({@link GraphBijection}),
 * and both copies written again by ObjectOutputStream must give the same bytes.
 * A script CoDeSe refuses must be refused with an {@link IOException} naming the class, and only
 * for a construct {@link #REFUSED} lists.
 */
class ConformanceGraphsTest {
    /** What CoDeSe refuses by design (README, "Not restored"), as words of the refusal's message. */
    private static final List<String> REFUSED = List.of("cannot record a reset", "no valid constructor",
            "its canonical constructor is not reachable", "writeObject wrote none first", "is not supported",
            "class descriptor object");

    /** Tables from two like operations on, so that every graph's creations and stores are restored from tables too. */
    private static final CodeseOptions TABLES = CodeseOptions.DEFAULTS.withTableRecords(2);

    @TestFactory
    Stream<DynamicTest> conformanceGraphs() {
        List<DynamicTest> tests = new ArrayList<>();
        for (NamedGraph graph : GraphRegistry.all()) {
            if (graph.failure() || annotates(graph.hooks())) {
                continue;
            }
            tests.add(DynamicTest.dynamicTest(graph.id(), () -> check(graph, CodeseOptions.DEFAULTS)));
            tests.add(DynamicTest.dynamicTest(graph.id() + " (tables)", () -> check(graph, TABLES)));
        }
        return tests.stream();
    }

    private static boolean annotates(StreamHooks hooks) {
        try {
            return hooks.getClass().getMethod("annotateClass", ObjectOutputStream.class, Class.class)
                    .getDeclaringClass() != StreamHooks.class
                    || hooks.getClass().getMethod("annotateProxyClass", ObjectOutputStream.class, Class.class)
                    .getDeclaringClass() != StreamHooks.class;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void check(NamedGraph graph, CodeseOptions options) throws Exception {
        List<StreamScript.Action> actions = new ArrayList<>();
        for (Step step : graph.steps().get()) {
            if (step instanceof Step.WriteObject write) {
                actions.add(new StreamScript.Write(write.obj(), write.unshared()));
            } else if (step instanceof Step.Reset) {
                actions.add(new StreamScript.Reset());
            } else if (!(step instanceof Step.UseProtocol)) {
                return;
            }
        }
        StreamScript script = new StreamScript(actions, replacer(graph.hooks()));
        List<Object> jdk;
        try {
            jdk = script.jdkRoots();
        } catch (IOException | ClassNotFoundException e) {
            return;
        }
        List<Object> codese;
        try {
            codese = script.codeseRoots(options);
        } catch (IOException e) {
            String message = String.valueOf(e.getMessage());
            assertTrue(REFUSED.stream().anyMatch(message::contains), () -> graph.id() + ": unexpected refusal " + e);
            System.out.println("codese refuses " + graph.id() + ": " + e);
            return;
        }
        GraphBijection bijection = new GraphBijection();
        for (int i = 0; i < jdk.size(); i++) {
            bijection.check(jdk.get(i), codese.get(i), graph.id() + " root" + i);
        }
        assertArrayEquals(script.rewritten(jdk), script.rewritten(codese), graph.id() + ": the copies written again");
    }

    private static UnaryOperator<Object> replacer(StreamHooks hooks) {
        if (!hooks.replacesObjects()) {
            return null;
        }
        return obj -> {
            try {
                return hooks.replaceObject(obj);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }
}
