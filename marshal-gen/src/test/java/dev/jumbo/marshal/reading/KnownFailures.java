package dev.jumbo.marshal.reading;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Cases a reader under test is known to get wrong, with the reason, read from
 * {@code src/test/resources/reading/known-failures.txt}: one line per case or kind of case,
 * {@code reader name part | case id | difference | reason}. The case id is a whole id, a prefix
 * ending in {@code *} (every case whose id starts so: the jqwik cases change from run to run, the
 * mutants are many), or {@code *} alone; the difference is a regular expression (without
 * {@code |}) the oracle's difference must match from its start, so an entry excuses one kind of
 * difference, never any. A case that fails with its listed difference is reported as skipped (the
 * build stays green, the gap stays visible, the oracle is unchanged); one that fails otherwise
 * fails the build; a case listed by its whole id that passes fails the build, so the list cannot
 * go stale.
 */
public final class KnownFailures {
    record Entry(String reader, String casePrefix, java.util.regex.Pattern difference, String reason) {
    }

    private static final KnownFailures LISTED = new KnownFailures(load());

    private final List<Entry> entries;

    KnownFailures(List<Entry> entries) {
        this.entries = entries;
    }

    /** Why {@code caseId} is known to fail with {@code reader}, or null when it is not listed. */
    public static String reason(String reader, String caseId) {
        return LISTED.reasonFor(reader, caseId);
    }

    /** Whether {@code difference} is the one listed for {@code caseId} with {@code reader}. */
    public static boolean excuses(String reader, String caseId, String difference) {
        return LISTED.excuse(reader, caseId, difference);
    }

    /** Whether {@code caseId} is listed by its whole id for {@code reader} (so it must not pass). */
    public static boolean listsExactly(String reader, String caseId) {
        return LISTED.exactly(reader, caseId);
    }

    String reasonFor(String reader, String caseId) {
        Entry entry = entry(reader, caseId);
        return entry == null ? null : entry.reason();
    }

    /** Whether some entry of {@code reader} and {@code caseId} lists {@code difference}. */
    boolean excuse(String reader, String caseId, String difference) {
        return difference != null && entries.stream().anyMatch(entry -> reader.contains(entry.reader()) && matches(entry.casePrefix(), caseId)
                && entry.difference().matcher(difference).lookingAt());
    }

    boolean exactly(String reader, String caseId) {
        return entries.stream().anyMatch(entry -> reader.contains(entry.reader()) && entry.casePrefix().equals(caseId));
    }

    private Entry entry(String reader, String caseId) {
        for (Entry entry : entries) {
            if (reader.contains(entry.reader()) && matches(entry.casePrefix(), caseId)) {
                return entry;
            }
        }
        return null;
    }

    private static boolean matches(String listed, String caseId) {
        return listed.endsWith("*") ? caseId.startsWith(listed.substring(0, listed.length() - 1)) : listed.equals(caseId);
    }

    private static List<Entry> load() {
        try (InputStream in = KnownFailures.class.getClassLoader().getResourceAsStream("reading/known-failures.txt")) {
            return in == null ? List.of() : parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read known-failures.txt", e);
        }
    }

    /** The entries of a list's text. */
    static List<Entry> parse(String text) {
        List<Entry> entries = new ArrayList<>();
        for (String line : text.split("\n")) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            String[] parts = trimmed.split("\\|", 4);
            if (parts.length != 4) {
                throw new IllegalStateException("known-failures.txt: a line is \"reader | case id | difference | reason\": " + line);
            }
            entries.add(new Entry(parts[0].strip(), parts[1].strip(), java.util.regex.Pattern.compile(parts[2].strip()), parts[3].strip()));
        }
        return List.copyOf(entries);
    }
}
