package dev.jumbo.compiler.translate;

/** Java source spellings of constants, for the generated construction code. */
final class JavaLiterals {
    private JavaLiterals() {
    }

    /** A string literal that javac reads back as {@code value}; non-ASCII as unicode escapes. */
    static String string(String value) {
        StringBuilder literal = new StringBuilder(value.length() + 2).append('"');
        for (int index = 0; index < value.length(); index++) {
            literal.append(escaped(value.charAt(index), '"'));
        }
        return literal.append('"').toString();
    }

    /** A char literal. */
    static String character(char value) {
        return "'" + escaped(value, '\'') + "'";
    }

    private static String escaped(char character, char quote) {
        return switch (character) {
            case '\\' -> "\\\\";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            case '\b' -> "\\b";
            case '\f' -> "\\f";
            default -> {
                if (character == quote) {
                    yield "\\" + character;
                }
                if (character < 0x20) {
                    // Octal, because a \\u escape of a line terminator would break the literal.
                    yield String.format("\\%03o", (int) character);
                }
                if (character > 0x7e) {
                    yield String.format("\\u%04x", (int) character);
                }
                yield String.valueOf(character);
            }
        };
    }
}
