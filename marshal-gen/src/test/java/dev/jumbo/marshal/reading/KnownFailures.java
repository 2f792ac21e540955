package dev.jumbo.marshal.reading;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Cases a reader under test is known to get wrong, with the reason, read from
 * {@code src/test/resources/reading/known-failures.txt}: one line per case,
 * {@code reader name part | case id prefix | difference | reason}, where the difference is a
 * regular expression the oracle's difference must match from its start (so an entry excuses one
 * kind of difference, not any). A listed case that fails with that difference is reported as
 * skipped (the build stays green, the gap stays visible, the oracle is unchanged); a listed case
 * that passes, or fails otherwise, fails the build, so the list cannot go stale or hide more.
 */
public final class KnownFailures {
    private record Entry(String reader, String casePrefix, java.util.regex.Pattern difference, String reason) {
    }

    private static final List<Entry> ENTRIES = load();

    private KnownFailures() {
    }

    /** Why {@code caseId} is known to fail with {@code reader}, or null when it is not listed. */
    public static String reason(String reader, String caseId) {
        Entry entry = entry(reader, caseId);
        return entry == null ? null : entry.reason();
    }

    /** Whether {@code difference} is the one listed for {@code caseId} with {@code reader}. */
    public static boolean excuses(String reader, String caseId, String difference) {
        Entry entry = entry(reader, caseId);
        return entry != null && difference != null && entry.difference().matcher(difference).lookingAt();
    }

    private static Entry entry(String reader, String caseId) {
        for (Entry entry : ENTRIES) {
            if (reader.contains(entry.reader()) && caseId.startsWith(entry.casePrefix())) {
                return entry;
            }
        }
        return null;
    }

    public static int size() {
        return ENTRIES.size();
    }

    private static List<Entry> load() {
        List<Entry> entries = new ArrayList<>();
        try (InputStream in = KnownFailures.class.getClassLoader().getResourceAsStream("reading/known-failures.txt")) {
            if (in == null) {
                return List.of();
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String trimmed = line.strip();
                if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                    continue;
                }
                String[] parts = trimmed.split("\\|", 4);
                if (parts.length != 4) {
                    throw new IllegalStateException("known-failures.txt: a line is \"reader | case id prefix | difference | reason\": " + line);
                }
                entries.add(new Entry(parts[0].strip(), parts[1].strip(), java.util.regex.Pattern.compile(parts[2].strip()), parts[3].strip()));
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read known-failures.txt", e);
        }
        return List.copyOf(entries);
    }
}
