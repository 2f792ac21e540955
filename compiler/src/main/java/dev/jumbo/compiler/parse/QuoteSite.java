package dev.jumbo.compiler.parse;

import java.util.List;

/**
 * A quote {@code $< ... >$} found in a {@code .jjava} file, with its holes.
 *
 * @param start the offset of {@code $<}
 * @param end   the offset just past {@code >$}
 * @param holes the holes directly in this quote, in source order
 */
public record QuoteSite(int start, int end, List<HoleSite> holes) {
    public QuoteSite {
        holes = List.copyOf(holes);
    }

    /** The offset where the fragment starts, just past {@code $<}. */
    public int fragmentStart() {
        return start + 2;
    }

    /** The offset just past the fragment, where {@code >$} starts. */
    public int fragmentEnd() {
        return end - 2;
    }
}
