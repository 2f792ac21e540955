package dev.jumbo.marshal.read;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/**
 * The handle table's statuses as the JDK's table keeps them: unknown while an object is read, then
 * ok or exception; an exception reaches the unknown handles that depend on it, pending handles
 * become ok together, and a handle whose read failed stays unknown.
 */
class ReadHandleTableTest {
    private final ReadHandleTable table = new ReadHandleTable();
    private final ClassNotFoundException missing = new ClassNotFoundException("Missing");

    @Test
    void aFinishedHandleIsOkAndAnExceptionNoLongerReachesIt() {
        int owner = table.assign("owner");
        int field = table.assign("field");
        table.finish(field);
        table.markDependency(owner, field);

        table.markException(field, missing);

        assertNull(table.lookupException(field));
        assertSame("field", table.lookupObject(field));
        assertNull(table.lookupException(owner));
    }

    @Test
    void anExceptionOfAHandleBeingReadReachesTheHandlesThatDependOnIt() {
        int owner = table.assign("owner");
        int cycle = table.assign("cycle");
        table.markDependency(cycle, owner);

        table.markException(owner, missing);

        assertSame(missing, table.lookupException(owner));
        assertSame(missing, table.lookupException(cycle));
        assertNull(table.lookupObject(cycle));
    }

    @Test
    void pendingHandlesBecomeOkTogetherWhenTheLowestIsFinished() {
        int owner = table.assign("owner");
        int inner = table.assign("inner");
        table.markDependency(inner, owner);
        table.finish(inner);

        table.finish(owner);
        table.markException(inner, missing);

        assertNull(table.lookupException(inner));
        assertSame("inner", table.lookupObject(inner));
    }

    @Test
    void aHandleFinishedBelowTheTopLeavesTheOnesAboveItUnknown() {
        int owner = table.assign("owner");
        int abandoned = table.assign("abandoned");
        table.finish(owner);

        table.markException(abandoned, missing);
        table.markException(owner, missing);

        assertSame(missing, table.lookupException(abandoned));
        assertNull(table.lookupException(owner));
    }

    @Test
    void aClearedTableStartsOverWithoutStatus() {
        int first = table.assign("first");
        table.markException(first, missing);
        table.clear();

        int again = table.assign("again");
        table.finish(again);
        table.markException(again, missing);

        assertNull(table.lookupException(again));
        assertSame("again", table.lookupObject(again));
    }

    @Test
    void aDependencyOnAFinishedHandleIsOkUnderManyUnfinishedOnes() {
        int leaf = table.assign("leaf");
        table.finish(leaf);
        int[] chain = new int[100_000];
        for (int i = 0; i < chain.length; i++) {
            chain[i] = table.assign("node " + i);
        }

        for (int node : chain) {
            table.markDependency(node, leaf);
        }
        table.markException(leaf, missing);

        assertNull(table.lookupException(chain[chain.length - 1]));
    }
}
