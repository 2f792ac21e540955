package dev.jumbo.lang;

import java.util.Objects;

/**
 * Where a quote comes from: the {@code .jjava} file name (as the SourceFile attribute and the
 * error messages show it) and the class holding the quote, whose class loader resolves the
 * names the compiler could not resolve at build time. The compiler makes one per holder class.
 */
public record Source(String file, Class<?> holder) {
    public Source {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(holder, "holder");
    }

    /** The source of fragments made by the library itself ({@link Code#lift}, {@link Code#seq}). */
    static final Source LIBRARY = new Source("Code.java", Code.class);

    /** {@code File.jjava:LINE:COL} of a packed position. */
    public String at(int position) {
        return file + ":" + dev.jumbo.lang.tree.Position.line(position) + ":"
                + dev.jumbo.lang.tree.Position.column(position);
    }
}
