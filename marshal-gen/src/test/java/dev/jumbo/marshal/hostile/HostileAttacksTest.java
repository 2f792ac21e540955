package dev.jumbo.marshal.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.reading.ReadAction;
import dev.jumbo.marshal.reading.ReadOutcome;
import dev.jumbo.marshal.reading.ReaderFactory;
import dev.jumbo.marshal.reading.Readers;
import dev.jumbo.marshal.reading.ReadingCase;
import dev.jumbo.marshal.reading.ReadingOracle.Verdict;
import dev.jumbo.marshal.reading.StreamBytes;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectStreamConstants;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Hand-made attacks, each read by the JDK and by every candidate with the same filter (the
 * realistic {@link HostileLimits}, or none where the point is what the JDK does without one),
 * on a worker thread of the default stack size, with a timeout. First the JDK's own outcome is
 * checked to be what the attack is about (so the case keeps its point), then each candidate must
 * agree: the same exception class, and an IOException where the JDK overflows its stack or runs
 * out of memory.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileAttacksTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(Long.getLong("hostile.timeoutSeconds", 20));
    private final TimedReader timed = new TimedReader(TIMEOUT);
    private final List<String> figures = new ArrayList<>();

    /** Reads the attack with the JDK, checks its premise, then with every candidate. */
    private void attack(String name, byte[] bytes, ObjectInputFilter filter, Class<? extends Throwable> jdkThrows) {
        attack(name, bytes, 1, filter, jdkThrows);
    }

    private void attack(String name, byte[] bytes, int reads, ObjectInputFilter filter, Class<? extends Throwable> jdkThrows) {
        ReadingCase attack = new ReadingCase(name, bytes, ReadAction.objects(reads), ReadingCase.PLAIN, filter);
        ReadOutcome expected = timed.read(Readers.REFERENCE, attack);
        assertNotNull(expected, name + ": java.io.ObjectInputStream does not end within " + TIMEOUT);
        if (jdkThrows == null) {
            assertEquals(null, expected.failure(), name + ": the JDK's outcome");
        } else {
            assertInstanceOf(jdkThrows, expected.failure(), name + ": the JDK's outcome is " + expected.summary());
        }
        for (ReaderFactory reader : Readers.candidates()) {
            if (Readers.isStandIn(reader) && expected.failure() instanceof VirtualMachineError) {
                figures.add(name + " [" + reader.name() + "]: not compared (the JDK's reader cannot turn its own "
                        + expected.failure().getClass().getSimpleName() + " into an IOException; OracleSelfTest shows the check)");
                continue;
            }
            HostileTally tally = new HostileTally(reader.name());
            Verdict verdict = tally.check(timed, attack, expected, reader);
            if (tally.isKnownFailure(attack, verdict)) {
                figures.add(name + " [" + reader.name() + "]: known failure (known-failures.txt): " + verdict.difference());
                continue;
            }
            assertTrue(verdict.agrees(), name + " through " + reader.name() + ": " + verdict.difference());
            figures.add(name + " [" + reader.name() + "]: " + verdict.agreement() + " (the JDK: " + expected.summary() + ")");
        }
    }

    @Test
    void aHugeArrayLengthWithFewBytesIsRejectedByTheFilter() {
        attack("int[0x7fffffff] with 10 bytes, filtered", AttackStreams.hugeArray(int[].class, Integer.MAX_VALUE, 10), HostileLimits.FILTER,
                InvalidClassException.class);
    }

    @Test
    void aHugeArrayLengthWithoutAFilterIsAnIoExceptionNotAnOutOfMemoryError() {
        attack("long[0x7fffffff] with 10 bytes, unfiltered", AttackStreams.hugeArray(long[].class, Integer.MAX_VALUE, 10), null, OutOfMemoryError.class);
        attack("Object[0x7fffffff] with 10 bytes, unfiltered", AttackStreams.hugeArray(Object[].class, Integer.MAX_VALUE, 10), null, OutOfMemoryError.class);
    }

    @Test
    void aLargeArrayLengthUnderTheHeapWithFewBytesFailsAlike() {
        attack("byte[50,000,000] with 10 bytes, unfiltered", AttackStreams.hugeArray(byte[].class, 50_000_000, 10), null, java.io.EOFException.class);
    }

    @Test
    void aNegativeArrayLengthFailsAlike() {
        attack("int[-1]", AttackStreams.hugeArray(int[].class, -1, 10), HostileLimits.FILTER, Throwable.class);
    }

    @Test
    void aHugeStringOrBlockLengthWithFewBytesFailsAlike() {
        attack("TC_LONGSTRING of 2^62 bytes", AttackStreams.hugeString(1L << 62), HostileLimits.FILTER, Throwable.class);
        attack("TC_LONGSTRING of 100,000,000 bytes, unfiltered", AttackStreams.hugeString(100_000_000L), null, Throwable.class);
        attack("TC_BLOCKDATALONG of 0x7fffffff bytes", AttackStreams.hugeBlock(Integer.MAX_VALUE), HostileLimits.FILTER, Throwable.class);
    }

    @Test
    void aHandlePastTheTableIsCorruption() {
        attack("a handle 1,000 past the table", AttackStreams.reference(ObjectStreamConstants.baseWireHandle + 1000), 2, HostileLimits.FILTER,
                java.io.StreamCorruptedException.class);
        attack("a handle below the base", AttackStreams.reference(ObjectStreamConstants.baseWireHandle - 1), 2, HostileLimits.FILTER,
                java.io.StreamCorruptedException.class);
        attack("a handle of a string used as a class descriptor", AttackStreams.stringAsDescriptor(), 2, HostileLimits.FILTER, Throwable.class);
        attack("a handle of a java.time value being read used as a class descriptor", AttackStreams.objectInProgressAsDescriptor(),
                HostileLimits.FILTER, ClassCastException.class);
        attack("a BigDecimal whose BigInteger does not resolve", AttackStreams.bigDecimalOfUnknownClass(), HostileLimits.FILTER,
                Runtime.version().feature() > 17 ? ClassNotFoundException.class : java.io.StreamCorruptedException.class);
        attack("a BigInteger whose magnitude's class does not resolve", AttackStreams.bigIntegerOfUnknownMagnitudeClass(), HostileLimits.FILTER,
                Runtime.version().feature() > 17 ? ClassNotFoundException.class : NullPointerException.class);
    }

    @Test
    void deepNestingWithoutAFilterIsAnIoExceptionNotAStackOverflow() {
        attack("Object[] nested 100,000 deep, unfiltered", StreamBytes.nestedArrays(100_000), null, StackOverflowError.class);
    }

    @Test
    void deepNestingIsRejectedByTheFilter() {
        attack("Object[] nested 100,000 deep, filtered", StreamBytes.nestedArrays(100_000), HostileLimits.FILTER, InvalidClassException.class);
    }

    @Test
    void aDescriptorThatLiesAboutItsClassIsRefused() {
        attack("Liar's int field declared float", AttackStreams.liar(11, 'F'), HostileLimits.FILTER, InvalidClassException.class);
        // The JDK matches stream and local fields by type code only: it reads this lie.
        attack("Liar's String field declared a Thread", AttackStreams.liarFieldType("Ljava/lang/Thread;"), HostileLimits.FILTER, null);
        attack("Liar declared Externalizable", AttackStreams.liar(8, ObjectStreamConstants.SC_EXTERNALIZABLE | ObjectStreamConstants.SC_BLOCK_DATA),
                HostileLimits.FILTER, InvalidClassException.class);
        attack("Liar declared an enum (its uid kept)", AttackStreams.liar(8, ObjectStreamConstants.SC_SERIALIZABLE | ObjectStreamConstants.SC_ENUM),
                HostileLimits.FILTER, InvalidClassException.class);
        attack("Liar with another serialVersionUID", AttackStreams.liar(7, 2), HostileLimits.FILTER, InvalidClassException.class);
        attack("Liar's object read as an enum constant (uid 0, enum flag)", AttackStreams.enumOfNonEnum(), HostileLimits.FILTER, InvalidClassException.class);
        attack("a proxy of a class (java.lang.String)", AttackStreams.proxy("java.lang.String"), HostileLimits.FILTER, Throwable.class);
        attack("a proxy of a missing interface", AttackStreams.proxy("no.such.Interface"), HostileLimits.FILTER, ClassNotFoundException.class);
    }

    @Test
    void nestedSetsTooDeepAreRejectedByTheFilter() {
        attack("billion laughs: HashSets nested 100 deep", AttackStreams.nestedSets(100), HostileLimits.FILTER, InvalidClassException.class);
    }

    @Test
    void nestedSetsShallowEnoughReadAlike() {
        attack("HashSets nested 16 deep, unfiltered", AttackStreams.nestedSets(16), null, null);
    }

    @AfterAll
    void report() {
        timed.close();
        figures.forEach(figure -> System.out.println("[hostile] attack " + figure));
    }
}
