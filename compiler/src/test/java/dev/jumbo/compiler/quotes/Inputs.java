package dev.jumbo.compiler.quotes;

import java.util.ArrayList;
import java.util.List;

/**
 * The values of a case's {@code // inputs:} line, converted to the parameter type of
 * {@code run}. Values are Java literals separated by commas: integers ({@code -5},
 * {@code 2147483647}, {@code 5L}), decimals ({@code 1.5}, {@code NaN}), {@code 'c'},
 * {@code "text"} (no escapes but {@code \"}), {@code true}, {@code false} and {@code null}.
 */
final class Inputs {
    private Inputs() {
    }

    /** One argument per input for a one-parameter {@code run}; one empty run for none. */
    static List<Object[]> arguments(String text, Class<?>[] parameters) {
        if (parameters.length == 0) {
            if (!text.isEmpty()) {
                throw new IllegalArgumentException("run() takes no input but the case lists: " + text);
            }
            return List.<Object[]>of(new Object[0]);
        }
        if (parameters.length != 1) {
            throw new IllegalArgumentException("run must take zero or one parameter");
        }
        if (text.isEmpty()) {
            throw new IllegalArgumentException("run takes a " + parameters[0].getSimpleName() + " but there is no // inputs: line");
        }
        List<Object[]> arguments = new ArrayList<>();
        for (String literal : split(text)) {
            arguments.add(new Object[] {convert(literal, parameters[0])});
        }
        return arguments;
    }

    private static List<String> split(String text) {
        List<String> literals = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean quoted = false;
        for (int index = 0; index < text.length(); index++) {
            char next = text.charAt(index);
            if (next == '\\' && quoted && index + 1 < text.length()) {
                current.append(text.charAt(++index));
                continue;
            }
            if (next == '"') {
                quoted = !quoted;
            }
            if (next == ',' && !quoted) {
                literals.add(current.toString().strip());
                current.setLength(0);
            } else {
                current.append(next);
            }
        }
        literals.add(current.toString().strip());
        return literals;
    }

    private static Object convert(String literal, Class<?> type) {
        if (literal.equals("null")) {
            if (type.isPrimitive()) {
                throw new IllegalArgumentException("null for a " + type);
            }
            return null;
        }
        String number = literal.replaceFirst("[LlFfDd]$", "");
        if (type == int.class || type == Integer.class) {
            return Integer.parseInt(number);
        } else if (type == long.class || type == Long.class) {
            return Long.parseLong(number);
        } else if (type == short.class) {
            return Short.parseShort(number);
        } else if (type == byte.class) {
            return Byte.parseByte(number);
        } else if (type == double.class || type == Double.class) {
            return Double.parseDouble(number);
        } else if (type == float.class || type == Float.class) {
            return Float.parseFloat(number);
        } else if (type == boolean.class || type == Boolean.class) {
            return Boolean.parseBoolean(literal);
        } else if (type == char.class || type == Character.class) {
            return unquote(literal, '\'').charAt(0);
        } else if (type == String.class || type == CharSequence.class) {
            return unquote(literal, '"');
        } else if (type == Object.class) {
            return guess(literal);
        }
        throw new IllegalArgumentException("unsupported parameter type of run: " + type);
    }

    /** An {@code Object} input takes the type its literal shows. */
    private static Object guess(String literal) {
        if (literal.startsWith("\"")) {
            return unquote(literal, '"');
        } else if (literal.startsWith("'")) {
            return unquote(literal, '\'').charAt(0);
        } else if (literal.equals("true") || literal.equals("false")) {
            return Boolean.parseBoolean(literal);
        } else if (literal.endsWith("L")) {
            return Long.parseLong(literal.substring(0, literal.length() - 1));
        } else if (literal.endsWith("f")) {
            return Float.parseFloat(literal);
        } else if (literal.contains(".") || literal.equals("NaN")) {
            return Double.parseDouble(literal);
        }
        return Integer.parseInt(literal);
    }

    private static String unquote(String literal, char quote) {
        if (literal.length() < 2 || literal.charAt(0) != quote || literal.charAt(literal.length() - 1) != quote) {
            throw new IllegalArgumentException("expected a " + quote + "-quoted literal: " + literal);
        }
        return literal.substring(1, literal.length() - 1);
    }
}
