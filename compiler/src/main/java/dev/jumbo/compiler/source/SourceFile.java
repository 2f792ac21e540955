package dev.jumbo.compiler.source;

import java.nio.file.Path;
import java.util.Arrays;

/**
 * A source file read for compilation, with an index of its line starts so that offsets
 * turn into the line and column a diagnostic shows.
 */
public final class SourceFile {
    private final Path path;
    private final String text;
    private final int[] lineStarts;

    /**
     * @param path the path as given in the request (see {@code CompileRequest})
     * @param text the whole content
     */
    public SourceFile(Path path, String text) {
        this.path = path;
        this.text = text;
        this.lineStarts = lineStartsOf(text);
    }

    private static int[] lineStartsOf(String text) {
        int[] starts = new int[16];
        int count = 0;
        starts[count++] = 0;
        for (int index = 0; index < text.length(); index++) {
            char character = text.charAt(index);
            boolean newline = character == '\n' || (character == '\r'
                    && (index + 1 == text.length() || text.charAt(index + 1) != '\n'));
            if (newline) {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = index + 1;
            }
        }
        return Arrays.copyOf(starts, count);
    }

    /** The path as given in the request. */
    public Path path() {
        return path;
    }

    /** The whole content. */
    public String text() {
        return text;
    }

    /** Whether this is a {@code .jjava} file (otherwise plain Java). */
    public boolean isJumbo() {
        return isJumbo(path);
    }

    /** Whether a path names a {@code .jjava} file. */
    public static boolean isJumbo(Path path) {
        return path.getFileName().toString().endsWith(".jjava");
    }

    /** Whether a path names a file this compiler takes: {@code .jjava} or {@code .java}. */
    public static boolean isSource(Path path) {
        String name = path.getFileName().toString();
        return name.endsWith(".jjava") || name.endsWith(".java");
    }

    /** The file name without directories, e.g. {@code Gen.jjava}. */
    public String fileName() {
        return path.getFileName().toString();
    }

    /** The number of lines (a final line without terminator counts). */
    public int lineCount() {
        return lineStarts.length;
    }

    /** The 1-based line holding a character offset. */
    public int lineOf(int offset) {
        int found = Arrays.binarySearch(lineStarts, Math.max(0, offset));
        return found >= 0 ? found + 1 : -found - 1;
    }

    /** The 1-based column of a character offset in its line. */
    public int columnOf(int offset) {
        return Math.max(0, offset) - lineStarts[lineOf(offset) - 1] + 1;
    }

    /** The character offset of a 1-based line and column. */
    public int offsetOf(int line, int column) {
        return lineStarts[line - 1] + column - 1;
    }

    /** The text of a 1-based line without its terminator, or {@code ""} outside the file. */
    public String line(long number) {
        if (number < 1 || number > lineStarts.length) {
            return "";
        }
        int start = lineStarts[(int) number - 1];
        int end = number == lineStarts.length ? text.length() : lineStarts[(int) number];
        while (end > start && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
            end--;
        }
        return text.substring(start, end);
    }

    @Override
    public String toString() {
        return path.toString();
    }
}
