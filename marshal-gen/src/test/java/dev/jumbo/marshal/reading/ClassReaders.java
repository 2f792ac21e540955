package dev.jumbo.marshal.reading;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

/**
 * The readers of one reader class: the plain class when the hooks override nothing (so the
 * class itself, not a subclass, is what is tested), else its generated hooked subclass.
 */
final class ClassReaders implements ReaderFactory {
    private final String name;
    private final Constructor<? extends ObjectInputStream> plain;
    private final Object[] constants;
    private final HookedReaders hooked;

    /**
     * @param constants what the reader's constructor takes after the {@code InputStream}; their
     *                  classes are the constructor's parameter types
     */
    ClassReaders(String name, Class<? extends ObjectInputStream> type, Object... constants) {
        this.name = name;
        Class<?>[] parameters = new Class<?>[constants.length + 1];
        parameters[0] = InputStream.class;
        for (int i = 0; i < constants.length; i++) {
            parameters[i + 1] = constants[i].getClass();
        }
        try {
            this.plain = type.getConstructor(parameters);
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(type.getName() + " has no public constructor of " + java.util.Arrays.toString(parameters), e);
        }
        this.constants = constants.clone();
        this.hooked = new HookedReaders(type, constants);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public ObjectInputStream open(InputStream in, ReaderHooks hooks) throws IOException {
        if (hooks.overridesMethods()) {
            return hooked.open(in, hooks);
        }
        Object[] arguments = new Object[constants.length + 1];
        arguments[0] = in;
        System.arraycopy(constants, 0, arguments, 1, constants.length);
        ObjectInputStream reader;
        try {
            reader = plain.newInstance(arguments);
        } catch (InvocationTargetException thrown) {
            Throwable cause = thrown.getCause();
            if (cause instanceof IOException failure) {
                throw failure;
            }
            if (cause instanceof RuntimeException failure) {
                throw failure;
            }
            if (cause instanceof Error failure) {
                throw failure;
            }
            throw new IllegalStateException(cause);
        } catch (ReflectiveOperationException unexpected) {
            throw new AssertionError(unexpected);
        }
        if (hooks.filter() != null) {
            reader.setObjectInputFilter(hooks.filter());
        }
        return reader;
    }

    @Override
    public String toString() {
        return name;
    }
}
