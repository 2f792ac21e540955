package dev.jumbo.bench.unmarshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.bench.marshal.Workload;
import dev.jumbo.bench.marshal.model.Dummy;
import dev.jumbo.bench.marshal.polluted.PollutingClasses;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every reading peer that exists must read every workload back as written, or a benchmark would time a wrong reader. */
class ReadingPeersTest {
    private static final List<String> ALWAYS_AVAILABLE = List.of("jdk", "kryo", "fory");

    @Test
    void everyAlwaysAvailablePeerReadsBackEveryWorkload() throws Exception {
        for (Workload workload : Workload.written()) {
            for (String size : ReadBack.checkedSizes(workload)) {
                for (String peer : ALWAYS_AVAILABLE) {
                    ReadBack.check(peer, workload, size);
                }
            }
        }
    }

    @Test
    void aReaderThatReturnsAnotherGraphIsCaught() throws Exception {
        byte[] written = ReadBack.javaSerialization(Workload.DUMMY.roots("10"), true);
        Object[] other = Workload.DUMMY.roots("10");
        other[9] = Workload.DUMMY.roots("11")[10];

        byte[] read = ReadBack.javaSerialization(other, true);

        assertFalse(java.util.Arrays.equals(written, read));
    }

    @Test
    void aReadIsRepeatableOnTheSameBytes() throws Exception {
        ReadRun run = ReadRun.start("kryo", Workload.DUMMY, "1000");

        Object first = run.read()[999];
        Object second = run.read()[999];

        assertTrue(first instanceof Dummy);
        assertTrue(second instanceof Dummy && second != first, "a new graph on every read");
    }

    @Test
    void thePollutedStreamHoldsEveryPollutingClassBeforeTheDummies() throws Exception {
        ReadRun run = ReadRun.start("jdk", Workload.POLLUTED, "20000");
        run.readBefore(Workload.pollution(), 1);

        Object[] roots = run.read();

        assertEquals(PollutingClasses.COUNT + 20_000, roots.length);
        for (int index = 0; index < PollutingClasses.COUNT; index++) {
            assertSame(PollutingClasses.classes().get(index), roots[index].getClass());
        }
        assertTrue(roots[PollutingClasses.COUNT] instanceof Dummy);
    }

    @Test
    void warmPeersReadThePollutedWorkloadAfterThePollution() throws Exception {
        for (String peer : List.of("jdk", "kryo")) {
            ReadRun run = ReadRun.start(peer, Workload.POLLUTED, "20000");
            run.readBefore(Workload.pollution(), 1);

            assertTrue(run.read()[PollutingClasses.COUNT + 19_999] instanceof Dummy, peer);
        }
    }

    @Test
    void aFreshPeerHasNothingToReadBefore() throws Exception {
        ReadRun run = ReadRun.start("kryo-fresh", Workload.DUMMY, "1000");

        assertThrows(IllegalStateException.class, () -> run.readBefore(Workload.DUMMY.roots("10"), 1));
    }

    @Test
    void theProbeListsThePeersThatReadBackCorrectly() {
        List<String> available = ReadPeerProbe.available();

        assertTrue(available.containsAll(ALWAYS_AVAILABLE), available.toString());
    }

    @Test
    void theCrossCheckReportsRatiosToTheJdkReader() {
        long[][] nanos = {{4_000_000, 5_000_000, 6_000_000}, {1_000_000, 2_000_000, 3_000_000}};

        String report = ReadingCrossCheck.report(List.of("jdk", "jumbo"), nanos, "DUMMY 20000 read back", 20_000, 10, "OIS");

        assertTrue(report.startsWith("DUMMY 20000 read back (20000 roots), 3 rounds"), report);
        assertTrue(report.contains("jdk                   4.000      5.000            250.0         1.00x            1.00x"), report);
        assertTrue(report.contains("jumbo                 1.000      2.000            100.0         4.00x            2.50x"), report);
    }
}
