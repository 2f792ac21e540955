package dev.jumbo.lang;

import java.lang.invoke.MethodHandles;

/**
 * The assembly back end behind {@link Code}: checking, emission and definition live in the
 * sub-packages; this indirection keeps {@code Code}'s API free of them.
 */
interface Backend {
    Class<?> defineInNewLoader(Code code);

    Class<?> defineHidden(Code code, MethodHandles.Lookup host);

    Object eval(Code code);

    String show(Code code);

    byte[] classFile(Code code);

    java.util.Map<String, byte[]> classFiles(Code code);

    HiddenClassFile hiddenClassFileWithData(Code code, MethodHandles.Lookup host);

    static Backend get() {
        return DefaultBackend.INSTANCE;
    }
}
