package dev.jumbo.bench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader for JMH's result files: objects become {@code Map<String, Object>},
 * arrays {@code List<Object>}, numbers {@code Double}. JMH writes {@code NaN} (bare or quoted)
 * for an undefined error, which reads as {@code Double.NaN}.
 */
final class Json {
    private final String text;
    private int position;

    private Json(String text) {
        this.text = text;
    }

    static Object parse(String text) {
        Json reader = new Json(text);
        Object value = reader.value();
        reader.skipWhitespace();
        if (reader.position != text.length()) {
            throw reader.error("unexpected text after the JSON value");
        }
        return value;
    }

    private Object value() {
        skipWhitespace();
        if (position >= text.length()) {
            throw error("unexpected end of JSON");
        }
        char next = text.charAt(position);
        return switch (next) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> literal("true", Boolean.TRUE);
            case 'f' -> literal("false", Boolean.FALSE);
            case 'n' -> literal("null", null);
            case 'N' -> literal("NaN", Double.NaN);
            default -> number();
        };
    }

    private Map<String, Object> object() {
        Map<String, Object> members = new LinkedHashMap<>();
        position++;
        skipWhitespace();
        if (peek('}')) {
            position++;
            return members;
        }
        while (true) {
            skipWhitespace();
            String name = string();
            skipWhitespace();
            expect(':');
            members.put(name, value());
            skipWhitespace();
            if (peek(',')) {
                position++;
            } else {
                expect('}');
                return members;
            }
        }
    }

    private List<Object> array() {
        List<Object> elements = new ArrayList<>();
        position++;
        skipWhitespace();
        if (peek(']')) {
            position++;
            return elements;
        }
        while (true) {
            elements.add(value());
            skipWhitespace();
            if (peek(',')) {
                position++;
            } else {
                expect(']');
                return elements;
            }
        }
    }

    private String string() {
        expect('"');
        StringBuilder builder = new StringBuilder();
        while (position < text.length()) {
            char next = text.charAt(position++);
            if (next == '"') {
                return builder.toString();
            }
            if (next != '\\') {
                builder.append(next);
                continue;
            }
            char escaped = text.charAt(position++);
            switch (escaped) {
                case 'n' -> builder.append('\n');
                case 't' -> builder.append('\t');
                case 'r' -> builder.append('\r');
                case 'b' -> builder.append('\b');
                case 'f' -> builder.append('\f');
                case 'u' -> {
                    builder.append((char) Integer.parseInt(text.substring(position, position + 4), 16));
                    position += 4;
                }
                default -> builder.append(escaped);
            }
        }
        throw error("unterminated string");
    }

    private Double number() {
        int start = position;
        while (position < text.length() && "+-0123456789.eE".indexOf(text.charAt(position)) >= 0) {
            position++;
        }
        if (start == position) {
            throw error("unexpected character '" + text.charAt(position) + "'");
        }
        return Double.valueOf(text.substring(start, position));
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, position)) {
            throw error("expected " + word);
        }
        position += word.length();
        return value;
    }

    private void expect(char expected) {
        if (!peek(expected)) {
            throw error("expected '" + expected + "'");
        }
        position++;
    }

    private boolean peek(char expected) {
        return position < text.length() && text.charAt(position) == expected;
    }

    private void skipWhitespace() {
        while (position < text.length() && Character.isWhitespace(text.charAt(position))) {
            position++;
        }
    }

    private IllegalArgumentException error(String message) {
        return new IllegalArgumentException("JSON offset " + position + ": " + message);
    }
}
