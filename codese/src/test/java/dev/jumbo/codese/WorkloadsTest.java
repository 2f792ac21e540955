package dev.jumbo.codese;

import dev.jumbo.codese.workloads.RedBlackTree;
import dev.jumbo.codese.workloads.Workloads;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The paper's oracle on the paper's workloads: red-black trees of 10 to 100,000 nodes, states
 * heavy in TreeMap and HashMap, the syntax tree of a real program; and the same through a
 * parallel restore (4 chunks, 2 and 4 threads).
 */
class WorkloadsTest {
    @TestFactory
    Stream<DynamicTest> oracleOnEveryWorkload() {
        return Workloads.all().entrySet().stream().map(workload -> DynamicTest.dynamicTest(workload.getKey(), () -> {
            long start = System.nanoTime();
            Oracle.check(workload.getValue().get());
            System.out.printf("codese workload %s: oracle passed in %d ms%n", workload.getKey(),
                    (System.nanoTime() - start) / 1_000_000);
        }));
    }

    @Test
    void parallelRestore() throws Exception {
        for (int threads : new int[] {2, 4}) {
            CodeseOptions options = CodeseOptions.DEFAULTS.withThreads(threads);
            Oracle.check(RedBlackTree.of(10_000), options);
            Oracle.check(Workloads.treeMapHeavy(), options);
        }
    }
}
