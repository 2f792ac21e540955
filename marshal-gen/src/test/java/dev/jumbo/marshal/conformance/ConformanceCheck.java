package dev.jumbo.marshal.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamConstants;
import java.io.WriteAbortedException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * Runs one graph through java.io.ObjectOutputStream and through the stream under test.
 * Passing means: the bytes are equal, and ObjectInputStream reads them back isomorphic to
 * what was written. For a failure graph: the same steps throw the same exception with the
 * same message, and the bytes are equal except inside the exception object written after
 * TC_EXCEPTION (its stack trace names the writer's own methods).
 */
public final class ConformanceCheck {
    private ConformanceCheck() {
    }

    /** What writing a script produced: the bytes, and per step its end offset and what it threw. */
    record Written(byte[] bytes, int[] stepEnds, Throwable[] failures) {
    }

    public static void check(NamedGraph graph, StreamFactory factory) throws Exception {
        List<Step> steps = graph.steps().get();
        if (graph.failure()) {
            checkFailure(graph, steps, factory);
        } else {
            checkSteps(graph.id(), steps, graph.hooks(), factory);
        }
    }

    /** The check for a graph that must write without failure. */
    public static void checkSteps(String id, List<Step> steps, StreamHooks hooks, StreamFactory factory) throws Exception {
        Written expected = write(JdkStreams.REFERENCE, steps, hooks, false);
        for (Throwable failure : expected.failures) {
            if (failure != null) {
                throw new AssertionError(id + ": java.io.ObjectOutputStream itself fails: " + failure, failure);
            }
        }
        Written actual = write(factory, steps, hooks, false);
        for (Throwable failure : actual.failures) {
            if (failure != null) {
                throw new AssertionError(id + ": " + factory.name() + " fails where the JDK does not: " + failure, failure);
            }
        }
        assertSameBytes(id, expected.bytes, actual.bytes, 0, expected.bytes.length);
        assertEquals(expected.bytes.length, actual.bytes.length, id + ": " + factory.name() + " wrote more bytes");
        readBack(id, actual.bytes, steps, null);
    }

    private static void checkFailure(NamedGraph graph, List<Step> steps, StreamFactory factory) throws Exception {
        Written expected = write(JdkStreams.REFERENCE, steps, graph.hooks(), true);
        Written actual = write(factory, steps, graph.hooks(), true);
        assertTrue(Arrays.stream(expected.failures).anyMatch(f -> f != null),
                graph.id() + ": a failure graph on which java.io.ObjectOutputStream does not fail");
        int expectedStart = 0;
        int actualStart = 0;
        for (int i = 0; i < steps.size(); i++) {
            Throwable expectedFailure = expected.failures[i];
            Throwable actualFailure = actual.failures[i];
            String where = graph.id() + " step " + i;
            int expectedEnd = expected.stepEnds[i];
            int actualEnd = actual.stepEnds[i];
            if (expectedFailure == null) {
                assertEquals(null, actualFailure, where + ": " + factory.name() + " fails where the JDK does not");
            } else {
                assertInstanceOf(expectedFailure.getClass(), actualFailure, where + ": exception class");
                assertEquals(expectedFailure.getClass(), actualFailure.getClass(), where + ": exception class");
                assertEquals(expectedFailure.getMessage(), actualFailure.getMessage(), where + ": exception message");
                int expectedMarker = exceptionMarker(expected.bytes, expectedStart, expectedEnd, expectedFailure);
                int actualMarker = exceptionMarker(actual.bytes, actualStart, actualEnd, actualFailure);
                assertEquals(expectedMarker < 0 ? -1 : expectedMarker - expectedStart,
                        actualMarker < 0 ? -1 : actualMarker - actualStart,
                        where + ": TC_EXCEPTION at different offsets (or only one stream wrote it)");
                if (expectedMarker >= 0) {
                    // The exception objects differ (their stack traces name each writer's methods): compare up to TC_EXCEPTION.
                    expectedEnd = expectedMarker + 1;
                    actualEnd = actualMarker + 1;
                }
            }
            assertSameRegion(where, expected.bytes, expectedStart, expectedEnd, actual.bytes, actualStart, actualEnd);
            expectedStart = expected.stepEnds[i];
            actualStart = actual.stepEnds[i];
        }
        readBack(graph.id(), actual.bytes, steps, actual.failures);
    }

    /** The offset of TC_EXCEPTION followed by the new object of the thrown exception's class, or -1. */
    private static int exceptionMarker(byte[] bytes, int from, int to, Throwable failure) {
        byte[] name = failure.getClass().getName().getBytes(StandardCharsets.UTF_8);
        byte[] marker = new byte[5 + name.length];
        marker[0] = ObjectStreamConstants.TC_EXCEPTION;
        marker[1] = ObjectStreamConstants.TC_OBJECT;
        marker[2] = ObjectStreamConstants.TC_CLASSDESC;
        marker[3] = (byte) (name.length >> 8);
        marker[4] = (byte) name.length;
        System.arraycopy(name, 0, marker, 5, name.length);
        for (int i = from; i + marker.length <= to; i++) {
            if (Arrays.equals(bytes, i, i + marker.length, marker, 0, marker.length)) {
                return i;
            }
        }
        return -1;
    }

    static Written write(StreamFactory factory, List<Step> steps, StreamHooks hooks, boolean flushEachStep) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int[] ends = new int[steps.size()];
        Throwable[] failures = new Throwable[steps.size()];
        ObjectOutputStream out = factory.open(bytes, hooks);
        for (int i = 0; i < steps.size(); i++) {
            try {
                steps.get(i).write(out);
            } catch (IOException | RuntimeException e) {
                failures[i] = e;
            }
            if (flushEachStep) {
                out.flush();
            }
            ends[i] = bytes.size();
        }
        out.close();
        return new Written(bytes.toByteArray(), ends, failures);
    }

    /**
     * Reads the steps back. For a failure graph it stops at the first failure: after TC_EXCEPTION,
     * ObjectInputStream keeps the exception object's handles while the writer has cleared its
     * table, so later back-references cannot be read back (the bytes were compared instead); and
     * a TC_EXCEPTION inside primitive field data is read as field data.
     */
    private static void readBack(String id, byte[] bytes, List<Step> steps, Throwable[] failures) throws Exception {
        GraphIsomorphism isomorphism = new GraphIsomorphism();
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            for (int i = 0; i < steps.size(); i++) {
                Throwable failure = failures == null ? null : failures[i];
                if (failure == null) {
                    steps.get(i).readAndCheck(in, isomorphism);
                    continue;
                }
                if (failure instanceof IOException && steps.get(i) instanceof Step.WriteObject) {
                    readAbortedWrite(in, failure);
                }
                return;
            }
        } catch (AssertionError | Exception e) {
            throw new AssertionError(id + ": reading back: " + e.getMessage(), e);
        }
    }

    private static void readAbortedWrite(ObjectInputStream in, Throwable failure) throws Exception {
        try {
            in.readObject();
        } catch (WriteAbortedException aborted) {
            assertEquals(failure.getClass(), aborted.detail.getClass());
            assertEquals(failure.getMessage(), aborted.detail.getMessage());
        } catch (IOException misread) {
            // TC_EXCEPTION inside primitive field data: ObjectInputStream cannot see it.
        }
    }

    private static void assertSameRegion(String id, byte[] expected, int expectedFrom, int expectedTo,
            byte[] actual, int actualFrom, int actualTo) {
        assertSameBytes(id, Arrays.copyOfRange(expected, expectedFrom, expectedTo), Arrays.copyOfRange(actual, actualFrom, actualTo),
                0, expectedTo - expectedFrom);
        assertEquals(expectedTo - expectedFrom, actualTo - actualFrom, id + ": lengths differ");
    }

    static void assertSameBytes(String id, byte[] expected, byte[] actual, int from, int to) {
        int end = Math.min(to, actual.length);
        int mismatch = Arrays.mismatch(expected, from, to, actual, from, end);
        if (mismatch >= 0 || actual.length < to) {
            int at = from + Math.max(mismatch, 0);
            throw new AssertionError(id + ": bytes differ at offset " + at + " (expected " + expected.length
                    + " bytes, got " + actual.length + ")\n expected: " + window(expected, at) + "\n actual:   " + window(actual, at));
        }
    }

    private static String window(byte[] bytes, int at) {
        int from = Math.max(0, at - 16);
        int to = Math.min(bytes.length, at + 24);
        List<String> parts = new ArrayList<>();
        for (int i = from; i < to; i++) {
            parts.add((i == at ? ">" : "") + HexFormat.of().toHexDigits(bytes[i]));
        }
        return "@" + from + " " + String.join(" ", parts);
    }
}
