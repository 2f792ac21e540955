package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.ADD;
import static dev.jumbo.lang.tree.BinaryOperator.GREATER_EQUAL;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.Statement;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Fragments nested deeper than a default thread stack can compile recursively (a generator's loop
 * splicing the last fragment into the next): they are compiled and shown on a larger stack, not
 * lost to a StackOverflowError.
 */
class DeepNestingTest {
    private static final int DEPTH = 20_000;

    private final Trees t = new Trees("Deep.jjava", DeepNestingTest.class);

    /** {@code 0 + 1 + 1 + ...}, DEPTH additions, each spliced into the next as a generator's loop would. */
    private Code longChain() {
        Code sum = t.expression(t.lit(0));
        for (int i = 0; i < DEPTH; i++) {
            sum = t.expression(t.bin(ADD, t.expr(sum), t.lit(1)));
        }
        return sum;
    }

    @Test
    void aLongChainOfSplicedAdditionsEvaluates() {
        Code sum = longChain();

        Object value = sum.eval();

        assertEquals(DEPTH, value);
    }

    @Test
    void aLongChainIsShownWhole() {
        Code sum = longChain();

        String text = sum.show();

        assertTrue(text.startsWith("0 + 1 + 1"), text.substring(0, 20));
        assertEquals(DEPTH, text.split("\\+ 1", -1).length - 1);
    }

    @Test
    void deeplyNestedStatementsDefineAClassThatVerifies() {
        int depth = 5_000;
        Code counting = t.statements(t.exec(t.assign(ADD, t.name("n"), t.lit(1))));
        for (int i = 0; i < depth; i++) {
            Statement nested = t.ifElse(t.bin(GREATER_EQUAL, t.name("n"), t.lit(0)),
                    t.block(t.exec(t.assign(ADD, t.name("n"), t.lit(1))), t.stmt(counting)), null);
            counting = t.statements(nested);
        }
        Code supplier = t.supplier("Counter", t.local(t.type(int.class), "n", t.lit(0)), t.stmt(counting),
                t.ret(t.name("n")));

        Supplier<?> counter = Verified.instance(supplier, Supplier.class);

        assertEquals(depth + 1, counter.get());
    }
}
