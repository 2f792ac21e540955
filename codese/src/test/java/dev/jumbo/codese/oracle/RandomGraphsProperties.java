package dev.jumbo.codese.oracle;

import dev.jumbo.codese.oracle.RandomGraphPlan.Kind;
import dev.jumbo.codese.oracle.RandomGraphPlan.NodePlan;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Random streams ({@link RandomGraphPlan}): graphs of every kind of node (fields of every kind,
 * writeObject with block data and unshared objects, putFields, writeExternal, arrays, the JDK's
 * and our own hash tables, proxies, records, replaced and resolved objects, strings, enum
 * constants) sharing objects within a root, across roots and through what the custom methods
 * write, with resets, writeUnshared and replaceObject. For each, the graph CoDeSe restores is
 * ObjectInputStream's, identity included ({@link GraphBijection}); every other stream stored in
 * tiny methods and classes and restored on two threads. 2,000 streams, some 20 seconds.
 */
class RandomGraphsProperties {
    private static final AtomicInteger CHECKED = new AtomicInteger();

    @Property(tries = 2000)
    void restoredGraphIsTheJdks(@ForAll("streams") RandomGraphPlan plan) throws Exception {
        plan.script().check(plan.options());
        CHECKED.incrementAndGet();
    }

    @Provide
    Arbitrary<RandomGraphPlan> streams() {
        int maxNodes = 18;
        Arbitrary<Integer> edge = Arbitraries.integers().between(0, maxNodes);
        Arbitrary<NodePlan> node = Combinators.combine(Arbitraries.of(Kind.values()), Arbitraries.integers().between(-500, 500),
                edge.list().ofMaxSize(4)).as(NodePlan::new);
        return Combinators.combine(node.list().ofMinSize(1).ofMaxSize(maxNodes), edge.list().ofMinSize(1).ofMaxSize(4),
                Arbitraries.integers().between(0, 7)).as(RandomGraphPlan::new);
    }

    @AfterContainer
    static void report() {
        System.out.printf("[codese] %d random streams restored as ObjectInputStream restores them%n", CHECKED.get());
    }
}
