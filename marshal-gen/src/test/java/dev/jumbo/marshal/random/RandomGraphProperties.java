package dev.jumbo.marshal.random;

import dev.jumbo.marshal.conformance.ConformanceCheck;
import dev.jumbo.marshal.conformance.StreamFactory;
import dev.jumbo.marshal.conformance.StreamHooks;
import dev.jumbo.marshal.random.GraphPlan.Kind;
import dev.jumbo.marshal.random.GraphPlan.NodePlan;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Random graphs (classes, hierarchies, arrays, collections, shared references, cycles, custom
 * writeObject, putFields, Externalizable, block data, replacement) through the stream under
 * test: bytes equal java.io.ObjectOutputStream's and read back isomorphic. Extend it and return
 * the factory. 10,000 graphs per factory.
 */
public abstract class RandomGraphProperties {
    /**
     * Graphs checked per factory name since the last report. Static because jqwik makes a new
     * instance per property; keyed and drained so that each class reports its own count when
     * several run in one JVM.
     */
    private static final Map<String, AtomicInteger> CHECKED = new ConcurrentHashMap<>();
    private static final List<Kind> CUSTOM_KINDS = List.of(Kind.CUSTOM, Kind.PUT_FIELDS, Kind.BLOCK, Kind.EXTERNAL, Kind.PLAIN, Kind.OBJECT_ARRAY);

    protected abstract StreamFactory factory();

    @Property(tries = 5000)
    void mixedGraphs(@ForAll("mixed") GraphPlan plan) throws Exception {
        check(plan);
    }

    @Property(tries = 3000)
    void customWriteObjectGraphs(@ForAll("custom") GraphPlan plan) throws Exception {
        check(plan);
    }

    @Property(tries = 2000)
    void scriptsWithResetsUnsharedAndData(@ForAll("scripted") GraphPlan plan) throws Exception {
        check(plan);
    }

    @Provide
    Arbitrary<GraphPlan> mixed() {
        return plans(Arbitraries.of(Kind.values()), 20, Arbitraries.just(0));
    }

    @Provide
    Arbitrary<GraphPlan> custom() {
        return plans(Arbitraries.of(CUSTOM_KINDS), 16, Arbitraries.just(0));
    }

    @Provide
    Arbitrary<GraphPlan> scripted() {
        return plans(Arbitraries.of(Kind.values()), 12, Arbitraries.integers().between(1, 3));
    }

    /** Checks one graph through the stream under test; a subclass may check something else of the plan (the reading suite reads it back). */
    protected void check(GraphPlan plan) throws Exception {
        ConformanceCheck.checkSteps("random " + plan, plan.steps(), StreamHooks.NONE, factory());
        CHECKED.computeIfAbsent(factory().name(), name -> new AtomicInteger()).incrementAndGet();
    }

    private static Arbitrary<GraphPlan> plans(Arbitrary<Kind> kinds, int maxNodes, Arbitrary<Integer> shapes) {
        Arbitrary<Integer> edge = Arbitraries.integers().between(0, maxNodes);
        Arbitrary<NodePlan> node = Combinators.combine(kinds, Arbitraries.integers().between(-5000, 5000),
                edge.list().ofMaxSize(4)).as(NodePlan::new);
        return Combinators.combine(node.list().ofMinSize(1).ofMaxSize(maxNodes), edge.list().ofMinSize(1).ofMaxSize(3), shapes)
                .as(GraphPlan::new);
    }

    @AfterContainer
    static void report() {
        for (String factory : List.copyOf(CHECKED.keySet())) {
            System.out.printf("[conformance] %d random graphs through %s checked byte for byte against java.io.ObjectOutputStream%n",
                    CHECKED.remove(factory).get(), factory);
        }
    }
}
