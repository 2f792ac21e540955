package dev.jumbo.marshal.reading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.reading.ReadingOracle.Agreement;
import dev.jumbo.marshal.reading.ReadingOracle.Strictness;
import dev.jumbo.marshal.reading.ReadingOracle.Verdict;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Every check of the oracle can fail: deliberately wrong readers ({@link MutantReaders}) are
 * caught on a case where the JDK's reader agrees with itself.
 */
class OracleSelfTest {
    static final class Ghost implements Serializable {
        int value = 3;
    }

    private static ReadingCase graphWithSharedValues() {
        int[] shared = {1, 2};
        List<Object> list = new ArrayList<>(List.of(7, "seven", shared, shared));
        return new ReadingCase("list with 7 and a shared array", StreamBytes.of(list, shared), ReadAction.objects(2), ReadingCase.LOGGING);
    }

    private static ReadingCase missingClass() {
        byte[] bytes = StreamBytes.replace(StreamBytes.of("before", new Ghost()), "OracleSelfTest$Ghost", "OracleSelfTest$Xhost");
        return new ReadingCase("a class that is not there", bytes, ReadAction.objects(2), ReadingCase.LOGGING);
    }

    private static Verdict verdict(ReadingCase readingCase, ReaderFactory candidate) {
        ReadOutcome expected = ReadingOracle.read(Readers.REFERENCE, readingCase);
        ReadOutcome actual = ReadingOracle.read(candidate, readingCase);
        return ReadingOracle.compare(readingCase, expected, actual, Strictness.FULL, true);
    }

    private static void assertCaught(ReadingCase readingCase, ReaderFactory mutant, String expectedDifference) {
        Verdict itself = verdict(readingCase, Readers.REFERENCE);
        assertTrue(itself.agrees(), "the JDK disagrees with itself on " + readingCase + ": " + itself.difference());

        Verdict verdict = verdict(readingCase, mutant);

        assertEquals(Agreement.DIFFERENT, verdict.agreement(), mutant.name() + " passed on " + readingCase);
        assertTrue(verdict.difference().contains(expectedDifference), mutant.name() + ": " + verdict.difference());
    }

    @Test
    void aWrongValueIsCaught() {
        assertCaught(graphWithSharedValues(), MutantReaders.SWAPS_A_VALUE, "written again, differ");
    }

    @Test
    void aWrongExceptionClassIsCaught() {
        assertCaught(missingClass(), MutantReaders.WRONG_EXCEPTION_CLASS, "expected java.lang.ClassNotFoundException");
    }

    @Test
    void aWrongMessageIsCaught() {
        assertCaught(missingClass(), MutantReaders.WRONG_MESSAGE, "messages differ");
    }

    @Test
    void anExtraCallbackIsCaught() {
        assertCaught(graphWithSharedValues(), MutantReaders.EXTRA_CALLBACK, "callbacks differ");
    }

    @Test
    void aMissingFilterCallIsCaught() {
        assertCaught(graphWithSharedValues(), MutantReaders.SKIPS_FILTER_CALLS, "filter calls differ");
    }

    @Test
    void wrongStreamBytesAreCaught() {
        assertCaught(graphWithSharedValues(), MutantReaders.MISCOUNTS_BYTES, "streamBytes differ");
    }

    /** The JDK itself as candidate overflows where the JDK does: not the IOException required. */
    @Test
    void aStackOverflowInsteadOfAnIoExceptionIsCaught() throws InterruptedException {
        ReadingCase deep = new ReadingCase("arrays 20,000 deep", StreamBytes.nestedArrays(20_000), ReadAction.objects(1), ReadingCase.PLAIN);
        AtomicReference<Verdict> verdict = new AtomicReference<>();
        Thread small = new Thread(null, () -> verdict.set(verdict(deep, Readers.REFERENCE)), "small stack", 256 * 1024);
        small.start();
        small.join();

        assertEquals(Agreement.DIFFERENT, verdict.get().agreement());
        assertTrue(verdict.get().difference().contains("where an IOException is required"), verdict.get().difference());
    }
}
