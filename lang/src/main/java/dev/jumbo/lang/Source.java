package dev.jumbo.lang;

import java.util.Objects;

/**
 * Where a quote comes from: the {@code .jjava} file name (as the SourceFile attribute and the
 * error messages show it) and the class holding the quote, whose class loader resolves the
 * names the compiler could not resolve at build time. The compiler makes one per holder class.
 *
 * @param quoteLines the file's lines that hold quotes, each on its line number (the lines between them empty),
 *                   so that a {@link CodeException} can show the line it points at; empty when unknown
 */
public record Source(String file, Class<?> holder, String quoteLines) {
    public Source {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(holder, "holder");
        Objects.requireNonNull(quoteLines, "quoteLines");
    }

    /** A source whose lines are unknown: errors show no source line. */
    public Source(String file, Class<?> holder) {
        this(file, holder, "");
    }

    /** The source of fragments made by the library itself ({@link Code#lift}, {@link Code#seq}). */
    static final Source LIBRARY = new Source("Code.java", Code.class);

    /** {@code File.jjava:LINE:COL} of a packed position. */
    public String at(int position) {
        return file + ":" + dev.jumbo.lang.tree.Position.line(position) + ":"
                + dev.jumbo.lang.tree.Position.column(position);
    }

    /** Without the kept lines, which may be long. */
    @Override
    public String toString() {
        return "Source[file=" + file + ", holder=" + holder.getName() + "]";
    }

    /** The text of line {@code number} (1-based) as the compiler kept it, or {@code ""}. */
    public String line(int number) {
        int start = 0;
        for (int line = 1; line < number; line++) {
            start = quoteLines.indexOf('\n', start) + 1;
            if (start == 0) {
                return "";
            }
        }
        int end = quoteLines.indexOf('\n', start);
        return end < 0 ? quoteLines.substring(start) : quoteLines.substring(start, end);
    }
}
