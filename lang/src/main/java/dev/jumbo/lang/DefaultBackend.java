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

    @Override
    public Class<?> defineInNewLoader(Code code) {
        return UserFrames.run(() -> Definer.defineInNewLoader(code));
    }

    @Override
    public Class<?> defineHidden(Code code, MethodHandles.Lookup host) {
        return UserFrames.run(() -> Definer.defineHidden(code, host));
    }

    @Override
    public Object eval(Code code) {
        return UserFrames.run(() -> Definer.eval(code));
    }

    @Override
    public String show(Code code) {
        return UserFrames.run(() -> LargeStack.run(code, () -> Printer.show(code)));
    }

    @Override
    public byte[] classFile(Code code) {
        return UserFrames.run(() -> Definer.classFile(code));
    }

    @Override
    public java.util.Map<String, byte[]> classFiles(Code code) {
        java.util.Map<String, byte[]> byBinaryName = new java.util.LinkedHashMap<>();
        UserFrames.run(() -> Definer.classFiles(code)).forEach((internalName, bytes) -> byBinaryName.put(internalName.replace('/', '.'), bytes));
        return java.util.Collections.unmodifiableMap(byBinaryName);
    }
}
