package dev.jumbo.compiler.quotes;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * What one run of a case's {@code run} gave, as text that is equal for the javac-compiled and
 * the generated class exactly when they behaved the same: the result's type and value, or the
 * thrown exception's type and message (and its causes).
 *
 * <p>Classes of the case itself are named without their package, since lang and javac may
 * place {@code Case} differently. Messages that describe the bytecode or the class loaders
 * rather than the program are cut: helpful {@code NullPointerException} texts (they name
 * bytecode locals) and the loader part of {@code ClassCastException}s.
 */
final class Outcome {
    private Outcome() {
    }

    static String of(Method run, Object[] arguments) {
        try {
            return "returned " + value(run.invoke(null, arguments));
        } catch (InvocationTargetException thrown) {
            return "threw " + exception(thrown.getCause());
        } catch (IllegalAccessException e) {
            throw new AssertionError("run must be public", e);
        }
    }

    static String value(Object value) {
        if (value == null) {
            return "null";
        }
        Class<?> type = value.getClass();
        String text;
        if (type.isArray()) {
            List<String> elements = new ArrayList<>();
            for (int index = 0; index < java.lang.reflect.Array.getLength(value); index++) {
                elements.add(value(java.lang.reflect.Array.get(value, index)));
            }
            text = elements.toString();
        } else if (value instanceof Double number) {
            text = number + " bits " + Long.toHexString(Double.doubleToRawLongBits(number));
        } else if (value instanceof Float number) {
            text = number + " bits " + Integer.toHexString(Float.floatToRawIntBits(number));
        } else {
            text = String.valueOf(value);
        }
        return typeName(type) + " " + text;
    }

    static String exception(Throwable thrown) {
        StringBuilder text = new StringBuilder(typeName(thrown.getClass()));
        String message = thrown.getMessage();
        if (thrown instanceof NullPointerException) {
            message = null;
        } else if (thrown instanceof ClassCastException && message != null && message.contains(" (")) {
            message = message.substring(0, message.indexOf(" ("));
        }
        if (message != null) {
            // The JDK names the thread of a failed static initializer; the harness runs each side in a thread of its own.
            text.append(": ").append(message.replaceAll(" \\[in thread \"[^\"]*\"\\]", ""));
        }
        if (thrown.getCause() != null && thrown.getCause() != thrown) {
            text.append(" caused by ").append(exception(thrown.getCause()));
        }
        return text.toString();
    }

    /** JDK types by their name; the case's own types without the package lang or javac chose. */
    private static String typeName(Class<?> type) {
        if (type.isArray()) {
            return typeName(type.getComponentType()) + "[]";
        }
        ClassLoader loader = type.getClassLoader();
        if (loader == null || loader == ClassLoader.getPlatformClassLoader() || loader == Outcome.class.getClassLoader()) {
            return type.getName();
        }
        String name = type.getName();
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
