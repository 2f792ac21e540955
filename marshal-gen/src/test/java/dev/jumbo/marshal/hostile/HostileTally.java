package dev.jumbo.marshal.hostile;

import dev.jumbo.marshal.reading.ReadOutcome;
import dev.jumbo.marshal.reading.ReaderFactory;
import dev.jumbo.marshal.reading.ReadingCase;
import dev.jumbo.marshal.reading.ReadingOracle;
import dev.jumbo.marshal.reading.ReadingOracle.Agreement;
import dev.jumbo.marshal.reading.ReadingOracle.Strictness;
import dev.jumbo.marshal.reading.ReadingOracle.Verdict;
import dev.jumbo.marshal.reading.Readers;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Reads hostile cases with the JDK and a candidate (timed) and counts how their outcomes agree:
 * the agreement figure, and the cases where they do not (the first ones kept for the report).
 */
final class HostileTally {
    private final String candidate;
    private final Map<Agreement, Integer> agreements = new EnumMap<>(Agreement.class);
    private int sameMessages;
    private int knownFailures;
    private int hangs;
    private int jdkHangs;
    private int cases;
    private final List<String> differences = new ArrayList<>();
    /** Differences by kind: the difference with its numbers and quoted names blurred, and how often. */
    private final Map<String, Integer> kinds = new java.util.TreeMap<>();

    HostileTally(String candidate) {
        this.candidate = candidate;
    }

    /** Reads {@code readingCase} with both readers; {@code expected} is the JDK's outcome (null: it hung). */
    Verdict check(TimedReader timed, ReadingCase readingCase, ReadOutcome expected, ReaderFactory reader) {
        cases++;
        if (expected == null) {
            jdkHangs++;
            return new Verdict(Agreement.DIFFERENT, "java.io.ObjectInputStream itself does not end");
        }
        ReadOutcome actual = timed.read(reader, readingCase);
        Verdict verdict;
        if (actual == null) {
            hangs++;
            verdict = new Verdict(Agreement.DIFFERENT, "no outcome within the timeout (the JDK: " + expected.summary() + ")");
        } else {
            verdict = ReadingOracle.compare(readingCase, expected, actual, Strictness.OUTCOME, false);
            if (verdict.agreement() == Agreement.SAME_EXCEPTION) {
                sameMessages++;
            }
        }
        if (!verdict.agrees() && dev.jumbo.marshal.reading.KnownFailures.excuses(candidate, readingCase.id(), verdict.difference())) {
            knownFailures++;
            return verdict;
        }
        Agreement counted = verdict.agreement() == Agreement.SAME_EXCEPTION ? Agreement.SAME_EXCEPTION_CLASS : verdict.agreement();
        agreements.merge(counted, 1, Integer::sum);
        if (!verdict.agrees()) {
            kinds.merge(verdict.difference().replaceAll("[0-9]+", "N").replaceAll("ClassNotFoundException: \\S+", "ClassNotFoundException: NAME"), 1, Integer::sum);
        }
        if (!verdict.agrees() && differences.size() < 30) {
            differences.add(readingCase.id() + ": " + verdict.difference() + (actual == null ? "" : "\n   expected: " + expected.summary() + "\n   actual:   " + actual.summary()));
        }
        return verdict;
    }

    /** The kinds of difference, most frequent first, one per line. */
    String kindsOfDifference() {
        StringBuilder text = new StringBuilder();
        kinds.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(kind -> text.append("\n  ").append(kind.getValue()).append(" x ").append(kind.getKey()));
        return text.toString();
    }

    /** Whether {@code verdict} of {@code readingCase} is a listed known failure of this candidate. */
    boolean isKnownFailure(ReadingCase readingCase, Verdict verdict) {
        return !verdict.agrees() && dev.jumbo.marshal.reading.KnownFailures.excuses(candidate, readingCase.id(), verdict.difference());
    }

    int disagreements() {
        return agreements.getOrDefault(Agreement.DIFFERENT, 0) + jdkHangs;
    }

    List<String> differences() {
        return differences;
    }

    /** "[hostile] N streams: A equal graphs, B same exception class (C with the same message), ...". */
    String figure(String what) {
        return String.format("[hostile] %s, %d streams read by java.io.ObjectInputStream and %s: %d equal graphs, %d same exception class (%d of them with the same message),"
                        + " %d IOException where the JDK overflowed or ran out of memory, %d different (%d hangs), %d where the JDK itself hangs, %d known failures (known-failures.txt)",
                what, cases, candidate, agreements.getOrDefault(Agreement.EQUAL_GRAPHS, 0), agreements.getOrDefault(Agreement.SAME_EXCEPTION_CLASS, 0),
                sameMessages, agreements.getOrDefault(Agreement.IO_EXCEPTION_FOR_JDK_ERROR, 0), agreements.getOrDefault(Agreement.DIFFERENT, 0), hangs, jdkHangs, knownFailures);
    }

    static List<ReaderFactory> candidates() {
        return Readers.candidates();
    }
}
