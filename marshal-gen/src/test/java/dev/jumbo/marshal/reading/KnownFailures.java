package dev.jumbo.marshal.reading;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Cases a reader under test is known to get wrong, with the reason, read from
 * {@code src/test/resources/reading/known-failures.txt}: one line per case,
 * {@code reader name part | case id prefix | reason}. A listed case that fails is reported as
 * skipped (the build stays green, the gap stays visible, the oracle is unchanged); a listed case
 * that passes fails the build, so the list cannot go stale.
 */
public final class KnownFailures {
    private record Entry(String reader, String casePrefix, String reason) {
    }

    private static final List<Entry> ENTRIES = load();

    private KnownFailures() {
    }

    /** Why {@code caseId} is known to fail with {@code reader}, or null. */
    public static String reason(String reader, String caseId) {
        for (Entry entry : ENTRIES) {
            if (reader.contains(entry.reader()) && caseId.startsWith(entry.casePrefix())) {
                return entry.reason();
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
                String[] parts = trimmed.split("\\|", 3);
                if (parts.length != 3) {
                    throw new IllegalStateException("known-failures.txt: a line is \"reader | case id prefix | reason\": " + line);
                }
                entries.add(new Entry(parts[0].strip(), parts[1].strip(), parts[2].strip()));
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read known-failures.txt", e);
        }
        return List.copyOf(entries);
    }
}
