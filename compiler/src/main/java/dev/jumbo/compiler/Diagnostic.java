package dev.jumbo.compiler;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * One message of a compilation, positioned in the file the user wrote: a {@code .jjava}
 * or {@code .java} source, never the translated Java.
 *
 * @param kind       how serious it is
 * @param file       the source as given in the {@link CompileRequest}, or {@code null} when
 *                   the message concerns no file (e.g. a bad javac option)
 * @param line       the 1-based line, or 0 when unknown
 * @param column     the 1-based column, counted in characters (a tab counts 1), or 0 when unknown
 * @param message    the text, starting lower-case and naming the construct
 * @param sourceLine the text of {@code line} without its line terminator, or {@code ""}
 */
public record Diagnostic(Kind kind, Path file, long line, long column, String message, String sourceLine) {

    /** The seriousness of a diagnostic; only {@link #ERROR} makes a compilation fail. */
    public enum Kind {
        ERROR, WARNING, NOTE;

        /** The word written in a formatted diagnostic: {@code error}, {@code warning}, {@code note}. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public Diagnostic {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(message, "message");
        sourceLine = sourceLine == null ? "" : sourceLine;
    }

    /** An error at a position of a file. */
    public static Diagnostic error(Path file, long line, long column, String message, String sourceLine) {
        return new Diagnostic(Kind.ERROR, file, line, column, message, sourceLine);
    }

    /** An error that concerns no file. */
    public static Diagnostic error(String message) {
        return new Diagnostic(Kind.ERROR, null, 0, 0, message, "");
    }

    /** The file, when the diagnostic has one. */
    public Optional<Path> fileIfAny() {
        return Optional.ofNullable(file);
    }

    /** Whether this is an error. */
    public boolean isError() {
        return kind == Kind.ERROR;
    }

    /**
     * The diagnostic as the compiler prints it, ending with a newline:
     * <pre>
     * File.jjava:LINE:COL: error: message
     * the source line
     *         ^
     * </pre>
     * The caret stands under column {@code COL}; the tabs before it in the source line are
     * repeated so that it lines up in a terminal. A message of several lines (javac's
     * {@code symbol:}/{@code location:} details) has its first line in the header and the
     * others after the caret, as javac prints them. Without a position only the parts
     * known are written ({@code File.jjava: error: message}, or {@code error: message}).
     */
    public String format() {
        StringBuilder text = new StringBuilder();
        if (file != null) {
            text.append(file);
            if (line > 0) {
                text.append(':').append(line);
                if (column > 0) {
                    text.append(':').append(column);
                }
            }
            text.append(": ");
        }
        int firstLineEnd = message.indexOf('\n');
        String headline = firstLineEnd < 0 ? message : message.substring(0, firstLineEnd);
        text.append(kind.label()).append(": ").append(headline).append('\n');
        if (line > 0 && !sourceLine.isEmpty()) {
            text.append(sourceLine).append('\n');
            if (column > 0) {
                text.append(caretIndent()).append("^\n");
            }
        }
        if (firstLineEnd >= 0) {
            text.append(message.substring(firstLineEnd + 1).stripTrailing()).append('\n');
        }
        return text.toString();
    }

    private String caretIndent() {
        StringBuilder indent = new StringBuilder();
        for (int index = 0; index < column - 1; index++) {
            boolean tab = index < sourceLine.length() && sourceLine.charAt(index) == '\t';
            indent.append(tab ? '\t' : ' ');
        }
        return indent.toString();
    }

    @Override
    public String toString() {
        return format();
    }
}
