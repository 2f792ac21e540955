package dev.jumbo.lang;

import dev.jumbo.lang.define.Definer;
import dev.jumbo.lang.define.LargeStack;
import dev.jumbo.lang.show.Printer;
import java.lang.invoke.MethodHandles;

/**
 * The back end: check and emit in one pass ({@code emit}), then define ({@code define}). Errors leave it
 * with the caller's frames first ({@link UserFrames}).
 */
final class DefaultBackend implements Backend {
    static final DefaultBackend INSTANCE = new DefaultBackend();

    // Each call catches for itself rather than handing a lambda to a helper: a fresh JVM spins a class
    // for each lambda at its first use, and the first generated class would pay for it.

    @Override
    public Class<?> defineInNewLoader(Code code) {
        try {
            return Definer.defineInNewLoader(code);
        } catch (CodeException internal) {
            throw UserFrames.withCallerFrames(internal);
        }
    }

    @Override
    public Class<?> defineHidden(Code code, MethodHandles.Lookup host) {
        try {
            return Definer.defineHidden(code, host);
        } catch (CodeException internal) {
            throw UserFrames.withCallerFrames(internal);
        }
    }

    @Override
    public Object eval(Code code) {
        try {
            return Definer.eval(code);
        } catch (CodeException internal) {
            throw UserFrames.withCallerFrames(internal);
        }
    }

    @Override
    public String show(Code code) {
        try {
            return LargeStack.run(code, () -> Printer.show(code));
        } catch (CodeException internal) {
            throw UserFrames.withCallerFrames(internal);
        }
    }

    @Override
    public byte[] classFile(Code code) {
        try {
            return Definer.classFile(code);
        } catch (CodeException internal) {
            throw UserFrames.withCallerFrames(internal);
        }
    }

    @Override
    public HiddenClassFile hiddenClassFileWithData(Code code, MethodHandles.Lookup host) {
        try {
            return Definer.hiddenClassFileWithData(code, host);
        } catch (CodeException internal) {
            throw UserFrames.withCallerFrames(internal);
        }
    }

    @Override
    public java.util.Map<String, byte[]> classFiles(Code code) {
        java.util.Map<String, byte[]> byInternalName;
        try {
            byInternalName = Definer.classFiles(code);
        } catch (CodeException internal) {
            throw UserFrames.withCallerFrames(internal);
        }
        java.util.Map<String, byte[]> byBinaryName = new java.util.LinkedHashMap<>();
        byInternalName.forEach((internalName, bytes) -> byBinaryName.put(internalName.replace('/', '.'), bytes));
        return java.util.Collections.unmodifiableMap(byBinaryName);
    }
}
