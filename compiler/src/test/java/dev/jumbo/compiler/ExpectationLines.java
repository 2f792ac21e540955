package dev.jumbo.compiler;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The golden lines of a corpus case ({@code // expect: }, {@code // run: }) and, when the
 * system property {@value #REGENERATE} is {@code true}, their rewriting from what the
 * compiler actually produced. The corpus tests assert unless regenerating; regenerated
 * files are then checked by eye in {@code git diff} before they are committed.
 */
final class ExpectationLines {
    /** The switch: {@code -Djumbo.regenerate=true} on the Maven command line reaches the tests. */
    static final String REGENERATE = "jumbo.regenerate";
    /** The longest golden line written, prefix included. */
    private static final int WIDTH = 111;

    private ExpectationLines() {
    }

    /** Whether the tests rewrite their golden lines instead of asserting them. */
    static boolean regenerating() {
        return Boolean.getBoolean(REGENERATE);
    }

    /** The text after {@code prefix} of every line that starts with it. */
    static List<String> read(Path file, String prefix) throws IOException {
        return Files.readAllLines(file).stream().filter(line -> line.startsWith(prefix))
                .map(line -> line.substring(prefix.length())).toList();
    }

    /**
     * Replaces every line starting with one of {@code prefixes} by {@code golden}, placed where
     * the first such line was, or at the end of a file that had none.
     */
    static void rewrite(Path file, List<String> prefixes, List<String> golden) throws IOException {
        List<String> lines = new ArrayList<>();
        int insertAt = -1;
        for (String line : Files.readAllLines(file)) {
            if (prefixes.stream().anyMatch(line::startsWith)) {
                insertAt = insertAt < 0 ? lines.size() : insertAt;
            } else {
                lines.add(line);
            }
        }
        lines.addAll(insertAt < 0 ? lines.size() : insertAt, golden);
        Files.writeString(file, String.join("\n", lines) + "\n");
    }

    /**
     * Single-space-separated {@code text} as lines of {@code prefix} and words, each line as long
     * as fits in {@value #WIDTH} characters (a longer word gets a line of its own). Joining the
     * lines' texts by single spaces gives {@code text} back.
     */
    static List<String> wrapped(String prefix, String text) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(prefix);
        for (String word : text.split(" ")) {
            if (line.length() > prefix.length() && line.length() + 1 + word.length() > WIDTH) {
                lines.add(line.toString());
                line.setLength(prefix.length());
            }
            if (line.length() > prefix.length()) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }
}
