package dev.jumbo.marshal.reading;

import dev.jumbo.marshal.io.ByteArrayInput;
import dev.jumbo.marshal.conformance.GraphIsomorphism;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The JDK's reader is the oracle. A case is read by java.io.ObjectInputStream and by the reader
 * under test, each with the same hooks around a recording filter of its own. The outcomes agree
 * when:
 * <ul>
 *   <li>the same read throws an exception of the same class (and, where asked, with the same
 *       message), or none throws; where the JDK throws StackOverflowError or OutOfMemoryError
 *       the candidate must throw an IOException at that read instead (and nothing else is compared);</li>
 *   <li>the values read, written again by one ObjectOutputStream, give equal bytes (or the same
 *       rewriting failure). When the JDK's own rewriting is not repeatable (a HashSet of objects
 *       hashed by identity iterates in a new order in every reading), the values are compared
 *       as graphs instead ({@link GraphIsomorphism});</li>
 *   <li>the callback log and the filter's calls are equal, and so are the filter's stream bytes.</li>
 * </ul>
 * Every reader reads from a {@link ByteArrayInput}, which Jumbo's readers read directly (the
 * other tests give them {@code ByteArrayInputStream}s, which they read through {@code read}).
 */
public final class ReadingOracle {
    /** How two outcomes compare. */
    public enum Agreement {
        EQUAL_GRAPHS, SAME_EXCEPTION, SAME_EXCEPTION_CLASS, IO_EXCEPTION_FOR_JDK_ERROR, DIFFERENT
    }

    /** An agreement and, when DIFFERENT, what differs. */
    public record Verdict(Agreement agreement, String difference) {
        public boolean agrees() {
            return agreement != Agreement.DIFFERENT;
        }
    }

    /** Which parts of the outcomes must agree. */
    public enum Strictness {
        /** Graph or exception class and message, callbacks, filter calls and stream bytes. */
        FULL,
        /** Graph or exception class (hostile streams: the exception's class must agree, its message need not). */
        OUTCOME
    }

    private ReadingOracle() {
    }

    /** Reads the case with {@code reader} on this thread. */
    public static ReadOutcome read(ReaderFactory reader, ReadingCase readingCase) {
        RecordingFilter filter = new RecordingFilter(readingCase.limits());
        CallbackLog.drain();
        List<Object> values = new ArrayList<>();
        Throwable failure = null;
        int failedAt = -1;
        try (ObjectInputStream in = open(reader, readingCase, filter)) {
            for (ReadAction action : readingCase.actions()) {
                try {
                    values.add(action.read(in));
                } catch (Exception | Error thrown) {
                    failure = thrown;
                    failedAt = values.size();
                    break;
                }
            }
        } catch (OpenFailure opening) {
            failure = opening.getCause();
            failedAt = -2;
        } catch (IOException closing) {
            // Closing a ByteArrayInputStream throws nothing; a reader's close may: not part of the outcome.
        }
        List<String> callbacks = CallbackLog.drain();
        byte[] rewritten = null;
        String rewriteFailure = null;
        try {
            rewritten = rewrite(values);
        } catch (Exception | Error e) {
            // A value no ObjectOutputStream can write (an Error included: an ObjectStreamClass not
            // initialized throws InternalError) is an outcome to compare, not a harness failure.
            rewriteFailure = e.getClass().getName() + ": " + e.getMessage();
        }
        return new ReadOutcome(values, rewritten, rewriteFailure, failedAt, failure, callbacks, filter.calls(), filter.streamBytes());
    }

    /** A failure of the reader's constructor (the stream header), kept apart from the reads. */
    private static final class OpenFailure extends IOException {
        OpenFailure(Throwable cause) {
            super(cause);
        }
    }

    private static ObjectInputStream open(ReaderFactory reader, ReadingCase readingCase, RecordingFilter filter) throws OpenFailure {
        try {
            return reader.open(new ByteArrayInput(readingCase.bytes()), readingCase.hooks().make(filter));
        } catch (Exception | Error thrown) {
            throw new OpenFailure(thrown);
        }
    }

    static byte[] rewrite(List<Object> values) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (Object value : values) {
                out.writeObject(value);
            }
        }
        return bytes.toByteArray();
    }

    /** Reads with the JDK and the candidate and fails the test unless they agree at {@code strictness}. */
    public static Verdict assertSameOutcome(ReadingCase readingCase, ReaderFactory candidate, Strictness strictness, boolean compareMessages) {
        ReadOutcome expected = read(Readers.REFERENCE, readingCase);
        ReadOutcome actual = read(candidate, readingCase);
        Verdict verdict = compare(readingCase, expected, actual, strictness, compareMessages);
        if (verdict.agrees() && KnownFailures.listsExactly(candidate.name(), readingCase.id())) {
            throw new AssertionError(readingCase.id() + " through " + candidate.name() + " is listed in known-failures.txt ("
                    + KnownFailures.reason(candidate.name(), readingCase.id()) + ") but passes now: remove it from the list");
        }
        if (!verdict.agrees() && KnownFailures.excuses(candidate.name(), readingCase.id(), verdict.difference())) {
            org.junit.jupiter.api.Assumptions.abort("known failure (known-failures.txt): " + verdict.difference());
        }
        if (!verdict.agrees()) {
            AssertionError error = new AssertionError(readingCase.id() + " through " + candidate.name() + ": " + verdict.difference()
                    + "\n expected: " + expected.summary() + "\n actual:   " + actual.summary());
            if (actual.failure() != null) {
                error.addSuppressed(actual.failure());
            }
            throw error;
        }
        return verdict;
    }

    /** Compares two outcomes of one case; may read the case again with the JDK (repeatability). */
    public static Verdict compare(ReadingCase readingCase, ReadOutcome expected, ReadOutcome actual, Strictness strictness, boolean compareMessages) {
        if (expected.failure() instanceof VirtualMachineError jdkError) {
            if (actual.failure() instanceof IOException && actual.failedAt() == expected.failedAt()) {
                return new Verdict(Agreement.IO_EXCEPTION_FOR_JDK_ERROR, null);
            }
            return different("the JDK throws " + jdkError.getClass().getName() + " at read " + expected.failedAt()
                    + ", where an IOException is required, got " + describe(actual.failure()) + " at read " + actual.failedAt());
        }
        if (expected.failedAt() != actual.failedAt() || !sameClass(expected.failure(), actual.failure())) {
            return different("expected " + describe(expected.failure()) + " at read " + expected.failedAt() + ", got "
                    + describe(actual.failure()) + " at read " + actual.failedAt());
        }
        String graphs = compareValues(readingCase, expected, actual);
        if (graphs != null) {
            return different(graphs);
        }
        if (strictness == Strictness.FULL) {
            if (!expected.callbacks().equals(actual.callbacks())) {
                return different("callbacks differ: " + firstDifference(expected.callbacks(), actual.callbacks()));
            }
            if (!expected.filterCalls().equals(actual.filterCalls())) {
                return different((onlyArrayChecksAtDepthZero(expected.filterCalls(), actual.filterCalls())
                        ? "filter calls differ only in array checks the candidate reports at depth 0 with 0 references"
                                + " (the JDK's private checkArray, called by JDK classes' readObject, reads ObjectInputStream's own counters): "
                        : "filter calls differ: ") + firstDifference(expected.filterCalls(), actual.filterCalls()));
            }
            if (!expected.streamBytes().equals(actual.streamBytes())) {
                return different("filter calls agree but their streamBytes differ: " + firstDifference(expected.streamBytes(), actual.streamBytes()));
            }
        }
        if (expected.failure() == null) {
            return new Verdict(Agreement.EQUAL_GRAPHS, null);
        }
        boolean sameMessage = Objects.equals(expected.failure().getMessage(), actual.failure().getMessage());
        if (sameMessage) {
            return new Verdict(Agreement.SAME_EXCEPTION, null);
        }
        if (compareMessages) {
            return different("messages differ: expected \"" + expected.failure().getMessage() + "\", got \"" + actual.failure().getMessage() + "\"");
        }
        return new Verdict(Agreement.SAME_EXCEPTION_CLASS, null);
    }

    private static String compareValues(ReadingCase readingCase, ReadOutcome expected, ReadOutcome actual) {
        if (expected.values().size() != actual.values().size()) {
            return "expected " + expected.values().size() + " values, got " + actual.values().size();
        }
        if (expected.rewritten() == null || actual.rewritten() == null) {
            return Objects.equals(expected.rewriteFailure(), actual.rewriteFailure()) ? null
                    : "rewriting the values: expected " + rewriting(expected) + ", got " + rewriting(actual);
        }
        if (Arrays.equals(expected.rewritten(), actual.rewritten())) {
            return null;
        }
        ReadOutcome again = read(Readers.REFERENCE, readingCase);
        if (again.rewritten() != null && Arrays.equals(expected.rewritten(), again.rewritten())) {
            return "the values, written again, differ at byte " + Arrays.mismatch(expected.rewritten(), actual.rewritten())
                    + " (expected " + expected.rewritten().length + " bytes, got " + actual.rewritten().length + ")";
        }
        try {
            GraphIsomorphism isomorphism = new GraphIsomorphism();
            for (int i = 0; i < expected.values().size(); i++) {
                isomorphism.check(expected.values().get(i), actual.values().get(i), true);
            }
            return null;
        } catch (AssertionError notIsomorphic) {
            return "the graphs differ (the JDK's own rewriting is not repeatable here): " + notIsomorphic.getMessage();
        }
    }

    /** Where two logs first differ, with the calls around it: short enough to read in a report. */
    static String firstDifference(List<?> expected, List<?> actual) {
        int at = 0;
        while (at < expected.size() && at < actual.size() && expected.get(at).equals(actual.get(at))) {
            at++;
        }
        return "at call " + at + " of " + expected.size() + " (got " + actual.size() + "): expected " + window(expected, at) + ", got " + window(actual, at);
    }

    private static String window(List<?> calls, int at) {
        if (at >= calls.size()) {
            return "[end]";
        }
        return (at > 0 ? "[... " + calls.get(at - 1) + ", " : "[") + ">" + calls.get(at) + (at + 1 < calls.size() ? ", " + calls.get(at + 1) + " ...]" : "]");
    }

    /**
     * Whether the calls differ only where the candidate reports an array check (a class and an
     * array length) at depth 0 with 0 references, the JDK at some depth: what ObjectInputStream's
     * private checkArray reports when a JDK class's readObject calls it on a subclass that reads
     * by readObjectOverride (its own counters are never advanced). A diagnosis, not a pass.
     */
    private static boolean onlyArrayChecksAtDepthZero(List<String> expected, List<String> actual) {
        if (expected.size() != actual.size()) {
            return false;
        }
        boolean any = false;
        for (int i = 0; i < expected.size(); i++) {
            String jdk = expected.get(i);
            String candidate = actual.get(i);
            if (jdk.equals(candidate)) {
                continue;
            }
            String call = jdk.substring(0, jdk.indexOf(" depth "));
            if (call.contains(" array -1") || !candidate.equals(call + " depth 0 references 0")) {
                return false;
            }
            any = true;
        }
        return any;
    }

    private static String rewriting(ReadOutcome outcome) {
        return outcome.rewritten() == null ? outcome.rewriteFailure() : outcome.rewritten().length + " bytes";
    }

    private static boolean sameClass(Throwable expected, Throwable actual) {
        return expected == null ? actual == null : actual != null && expected.getClass() == actual.getClass();
    }

    private static String describe(Throwable failure) {
        return failure == null ? "no exception" : failure.getClass().getName() + ": " + failure.getMessage();
    }

    private static Verdict different(String difference) {
        return new Verdict(Agreement.DIFFERENT, difference);
    }
}
