package dev.jumbo.compiler.translate;

import dev.jumbo.compiler.emit.PositionMap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The translated Java of one {@code .jjava} file, built by appending host text copied from
 * the file and generated text standing for a quote. It remembers where each piece came
 * from, so that it is also the {@link PositionMap} of javac's diagnostics, and it keeps
 * every copied character on the line it had in the {@code .jjava} file.
 */
final class JavaOutput implements PositionMap {
    private final StringBuilder text = new StringBuilder();
    private int line = 1;
    /** Segment starts in the output, their origin in the file, and whether they were copied (else generated). */
    private int[] segmentStarts = new int[64];
    private int[] segmentOrigins = new int[64];
    private boolean[] segmentCopied = new boolean[64];
    private int segmentCount;
    private final List<HoleSite> holes = new ArrayList<>();

    /** Copies {@code fileText[from, to)} as it is. */
    void copy(String fileText, int from, int to) {
        if (from >= to) {
            return;
        }
        segment(from, true);
        for (int index = from; index < to; index++) {
            char character = fileText.charAt(index);
            text.append(character);
            if (character == '\n') {
                line++;
            }
        }
    }

    /** Appends generated text that stands for the file's offset {@code origin}; it holds no line break. */
    void generate(String generated, int origin) {
        if (generated.isEmpty()) {
            return;
        }
        if (segmentCount == 0 || segmentCopied[segmentCount - 1] || segmentOrigins[segmentCount - 1] != origin) {
            segment(origin, false);
        }
        text.append(generated);
    }

    /** Breaks lines until the output is on {@code fileLine}; nothing when it is there or past it. */
    void advanceToLine(int fileLine, int origin) {
        while (line < fileLine) {
            generate("\n", origin);
            line++;
        }
    }

    /** The output's current line. */
    int line() {
        return line;
    }

    /** The output's length: the offset of what is appended next. */
    int length() {
        return text.length();
    }

    /** A point of the output to come back to. */
    record Mark(int length, int line, int segmentCount, int holeCount) {
    }

    Mark mark() {
        return new Mark(text.length(), line, segmentCount, holes.size());
    }

    /** What was appended since the mark. */
    String since(Mark mark) {
        return text.substring(mark.length());
    }

    /** Drops everything appended since the mark. */
    void reset(Mark mark) {
        text.setLength(mark.length());
        line = mark.line();
        segmentCount = mark.segmentCount();
        holes.subList(mark.holeCount(), holes.size()).clear();
    }

    /** Records a hole's translation for javac's type errors. */
    void hole(HoleSite site) {
        holes.add(site);
    }

    private void segment(int origin, boolean copied) {
        if (segmentCount == segmentStarts.length) {
            segmentStarts = Arrays.copyOf(segmentStarts, segmentCount * 2);
            segmentOrigins = Arrays.copyOf(segmentOrigins, segmentCount * 2);
            segmentCopied = Arrays.copyOf(segmentCopied, segmentCount * 2);
        }
        segmentStarts[segmentCount] = text.length();
        segmentOrigins[segmentCount] = origin;
        segmentCopied[segmentCount] = copied;
        segmentCount++;
    }

    @Override
    public long originalOffset(long generatedOffset) {
        int found = Arrays.binarySearch(segmentStarts, 0, segmentCount, (int) generatedOffset);
        int segment = found >= 0 ? found : -found - 2;
        if (segment < 0) {
            return 0;
        }
        // Segments of equal start (an empty copy) resolve to the last one.
        while (segment + 1 < segmentCount && segmentStarts[segment + 1] == segmentStarts[segment]) {
            segment++;
        }
        return segmentCopied[segment]
                ? segmentOrigins[segment] + (generatedOffset - segmentStarts[segment])
                : segmentOrigins[segment];
    }

    @Override
    public Optional<HoleSite> holeSpanning(long generatedStart, long generatedEnd) {
        return holes.stream()
                .filter(site -> (site.expressionStart() == generatedStart && site.expressionEnd() == generatedEnd)
                        || (site.callStart() == generatedStart && site.callEnd() == generatedEnd))
                .findFirst();
    }

    /** The translated text. */
    String text() {
        return text.toString();
    }
}
