package dev.jumbo.marshal.io;

import java.io.IOException;
import java.io.OptionalDataException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import sun.reflect.ReflectionFactory;

/**
 * Makes the JDK's {@link OptionalDataException}, whose constructors are not public. The
 * sanctioned {@code ReflectionFactory.newConstructorForSerialization(class, constructorToCall)}
 * gives a constructor that creates an {@code OptionalDataException} and runs
 * {@code IOException()} on it, which is what the JDK's own constructors amount to (no message;
 * the stack trace filled in here); its fields {@code length} and {@code eof} are public. No
 * stream is created, so the filter factory is not called, as the JDK's reader does not call it.
 */
public final class OptionalData {
    private static final Constructor<?> CONSTRUCTOR = constructor();

    private OptionalData() {
    }

    private static Constructor<?> constructor() {
        try {
            return ReflectionFactory.getReflectionFactory()
                    .newConstructorForSerialization(OptionalDataException.class, IOException.class.getConstructor());
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("IOException has no public no-arg constructor", e);
        }
    }

    /** An OptionalDataException with {@code length} and {@code eof == false}: that many bytes of block data stand where an object is expected. */
    public static OptionalDataException length(int length) {
        OptionalDataException exception = create();
        exception.length = length;
        return exception;
    }

    /** An OptionalDataException with {@code eof == true}: the end of the object's custom data. */
    public static OptionalDataException end() {
        OptionalDataException exception = create();
        exception.eof = true;
        return exception;
    }

    private static OptionalDataException create() {
        try {
            return (OptionalDataException) CONSTRUCTOR.newInstance();
        } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("ReflectionFactory's constructor for OptionalDataException failed", e);
        }
    }
}
