package dev.jumbo.compiler.parse;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The text of a quote's fragment as handed to the Java parser: holes are replaced by
 * placeholder names ({@code $J0}, {@code $J1}, ...) that parse where the hole's category
 * may stand, and every character keeps the offset in the {@code .jjava} file it came from.
 */
public final class FragmentText {
    /** The prefix of placeholder names; {@code $} keeps them apart from hand-written names. */
    public static final String PLACEHOLDER_PREFIX = "$J";

    private final String text;
    private final int[] originalOffsets;
    private final int[] lineStarts;
    private final Map<String, HoleSite> holes;

    private FragmentText(String text, int[] originalOffsets, Map<String, HoleSite> holes) {
        this.text = text;
        this.originalOffsets = originalOffsets;
        this.holes = holes;
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int index = 0; index < text.length(); index++) {
            if (text.charAt(index) == '\n') {
                starts.add(index + 1);
            }
        }
        this.lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The fragment of a quote in a file's text, with its holes replaced. */
    public static FragmentText of(String fileText, QuoteSite quote) {
        StringBuilder text = new StringBuilder();
        int[] offsets = new int[quote.fragmentEnd() - quote.fragmentStart() + 16 * quote.holes().size() + 1];
        Map<String, HoleSite> holes = new java.util.HashMap<>();
        int length = 0;
        int cursor = quote.fragmentStart();
        for (HoleSite hole : quote.holes()) {
            for (; cursor < hole.backquote(); cursor++) {
                offsets[length++] = cursor;
                text.append(fileText.charAt(cursor));
            }
            String name = PLACEHOLDER_PREFIX + holes.size();
            holes.put(name, hole);
            String placeholder = placeholder(name, hole.category(), fileText, hole.end());
            if (length + placeholder.length() >= offsets.length) {
                offsets = Arrays.copyOf(offsets, (length + placeholder.length()) * 2);
            }
            for (int index = 0; index < placeholder.length(); index++) {
                offsets[length++] = hole.backquote();
            }
            text.append(placeholder);
            cursor = hole.end();
        }
        if (length + (quote.fragmentEnd() - cursor) + 1 >= offsets.length) {
            offsets = Arrays.copyOf(offsets, length + (quote.fragmentEnd() - cursor) + 2);
        }
        for (; cursor < quote.fragmentEnd(); cursor++) {
            offsets[length++] = cursor;
            text.append(fileText.charAt(cursor));
        }
        offsets[length] = quote.fragmentEnd();
        return new FragmentText(text.toString(), Arrays.copyOf(offsets, length + 1), holes);
    }

    /**
     * The placeholder of a hole: a name where a name, type or expression may stand, and a
     * statement, member, case or parameter made around the name for the other categories.
     * A statement placeholder takes the hole's own {@code ;} when one follows it.
     */
    private static String placeholder(String name, HoleCategory category, String fileText, int holeEnd) {
        return switch (category) {
            case Stmt, Body -> name + (nextNonBlankIs(fileText, holeEnd, ';') ? "()" : "();");
            case Field, Method, Member -> "void " + name + "(){}";
            case Class -> "class " + name + "{}";
            case Case -> "case " + name + ":";
            case Formals -> name + " " + name;
            default -> name;
        };
    }

    private static boolean nextNonBlankIs(String text, int from, char expected) {
        for (int index = from; index < text.length(); index++) {
            char character = text.charAt(index);
            if (!Character.isWhitespace(character)) {
                return character == expected;
            }
        }
        return false;
    }

    /** The text with placeholders. */
    public String text() {
        return text;
    }

    /** The hole a placeholder name stands for, or {@code null} when the name is not a placeholder. */
    public HoleSite hole(String name) {
        return name.startsWith(PLACEHOLDER_PREFIX) ? holes.get(name) : null;
    }

    /** The offset in the {@code .jjava} file of a 1-based line and column of this text. */
    public int originalOffset(int line, int column) {
        int index = lineStarts[Math.min(Math.max(line, 1), lineStarts.length) - 1] + column - 1;
        return originalOffsets[Math.min(Math.max(index, 0), originalOffsets.length - 1)];
    }

    /** The offset in the {@code .jjava} file of an offset of this text, with a wrapper prefix taken away. */
    public int originalOffset(int offset) {
        return originalOffsets[Math.min(Math.max(offset, 0), originalOffsets.length - 1)];
    }
}
