package dev.jumbo.compiler.parse;

/**
 * Converts the code-point indexes of ANTLR's character stream (token start and stop
 * indexes) to the {@code char} offsets of the file's text, which differ only after a
 * supplementary character (a surrogate pair in the text).
 */
public final class CodePointOffsets {
    /** {@code char} offset of each code-point index, plus the end; {@code null} when they are equal. */
    private final int[] charOffsets;

    private CodePointOffsets(int[] charOffsets) {
        this.charOffsets = charOffsets;
    }

    /** The conversion for a text. */
    public static CodePointOffsets of(String text) {
        int codePoints = text.codePointCount(0, text.length());
        if (codePoints == text.length()) {
            return new CodePointOffsets(null);
        }
        int[] offsets = new int[codePoints + 1];
        int offset = 0;
        for (int index = 0; index < codePoints; index++) {
            offsets[index] = offset;
            offset += Character.charCount(text.codePointAt(offset));
        }
        offsets[codePoints] = offset;
        return new CodePointOffsets(offsets);
    }

    /** The {@code char} offset of a code-point index (the text's length for its end). */
    public int charOffset(int codePointIndex) {
        if (charOffsets == null) {
            return codePointIndex;
        }
        return charOffsets[Math.min(Math.max(codePointIndex, 0), charOffsets.length - 1)];
    }
}
