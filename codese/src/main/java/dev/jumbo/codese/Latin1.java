package dev.jumbo.codese;

/**
 * Bytes as a string of chars 0-255, one per byte: how packed primitive data travels in a class
 * file's constant pool (a string literal of at most {@link #MAX_LITERAL} chars, so that its
 * modified UTF-8 form, up to two bytes a char, stays under the 65,535-byte limit).
 */
final class Latin1 {
    static final int MAX_LITERAL = 30_000;
    /** The longest text literal: any char takes at most three bytes in modified UTF-8. */
    static final int MAX_TEXT_LITERAL = 20_000;

    private Latin1() {
    }

    static String encode(byte[] bytes, int from, int to) {
        char[] chars = new char[to - from];
        for (int i = from; i < to; i++) {
            chars[i - from] = (char) (bytes[i] & 0xFF);
        }
        return new String(chars);
    }

    static byte[] decode(String text) {
        return text.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
