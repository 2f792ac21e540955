package dev.jumbo.marshal.read;

import java.io.InvalidClassException;
import java.io.InvalidObjectException;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;

/**
 * The exceptions generated unmarshallers throw where the JDK's reader throws them, with the
 * JDK's classes and messages: one place, so that generated code stays a call.
 */
public final class ReadFailures {
    private ReadFailures() {
    }

    /**
     * The serialization constructor threw: the JDK's "unable to create instance" around what
     * {@code ObjectStreamClass.newInstance} throws; an Error the constructor threw passes
     * through, as in the JDK (thrown from here).
     */
    public static InvalidClassException unableToCreateInstance(String className, Throwable thrown) {
        Throwable cause = thrown;
        if (thrown instanceof InvocationTargetException && thrown.getCause() instanceof Error error) {
            throw error;
        }
        if (thrown instanceof InstantiationError) {
            cause = new InstantiationException();
            cause.initCause(thrown);
        } else if (thrown instanceof Error error) {
            throw error;
        }
        InvalidClassException failure = new InvalidClassException(className, "unable to create instance");
        failure.initCause(cause);
        return failure;
    }

    /** An object value of the wrong type for its field (the JDK's check before any value is set). */
    public static ClassCastException cannotAssign(Object value, Field field, Object obj) {
        return new ClassCastException("cannot assign instance of " + value.getClass().getName() + " to field "
                + field.getDeclaringClass().getName() + "." + field.getName() + " of type "
                + field.getType().getName() + " in instance of " + obj.getClass().getName());
    }

    /**
     * A record's canonical constructor threw: an exception becomes the JDK's
     * {@code InvalidObjectException} with its message, an Error passes through (thrown from here),
     * anything else is the JDK's "ReflectiveOperationException during deserialization".
     */
    public static InvalidObjectException recordNotCreated(Throwable thrown) {
        if (thrown instanceof Error error) {
            throw error;
        }
        InvalidObjectException failure = new InvalidObjectException(thrown instanceof Exception
                ? thrown.getMessage() : "ReflectiveOperationException during deserialization");
        failure.initCause(thrown);
        return failure;
    }
}
