package dev.jumbo.compiler.translate;

/**
 * Translates Java's unicode escapes ({@code \u0041}, JLS 3.3), which the grammar leaves in
 * literals and identifiers: a backslash starts one only when an even number of
 * backslashes precede it.
 */
final class UnicodeEscapes {
    private UnicodeEscapes() {
    }

    /** The text with its unicode escapes translated; {@code text} itself when it holds none. */
    static String translate(String text) {
        if (text.indexOf("\\u") < 0) {
            return text;
        }
        StringBuilder result = new StringBuilder(text.length());
        int backslashes = 0;
        int index = 0;
        while (index < text.length()) {
            char character = text.charAt(index);
            if (character == '\\' && backslashes % 2 == 0 && index + 1 < text.length() && text.charAt(index + 1) == 'u') {
                int digits = index + 1;
                while (digits < text.length() && text.charAt(digits) == 'u') {
                    digits++;
                }
                if (digits + 4 <= text.length() && isHex(text, digits)) {
                    result.append((char) Integer.parseInt(text, digits, digits + 4, 16));
                    index = digits + 4;
                    // A translated backslash does not start another unicode escape.
                    backslashes = 0;
                    continue;
                }
            }
            backslashes = character == '\\' ? backslashes + 1 : 0;
            result.append(character);
            index++;
        }
        return result.toString();
    }

    private static boolean isHex(String text, int from) {
        for (int index = from; index < from + 4; index++) {
            if (Character.digit(text.charAt(index), 16) < 0) {
                return false;
            }
        }
        return true;
    }
}
