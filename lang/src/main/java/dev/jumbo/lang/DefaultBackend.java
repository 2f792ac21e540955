package dev.jumbo.lang;

import dev.jumbo.lang.define.Definer;
import dev.jumbo.lang.define.LargeStack;
import dev.jumbo.lang.show.Printer;
import java.lang.invoke.MethodHandles;

/** The back end: check and emit in one pass ({@code emit}), then define ({@code define}). */
final class DefaultBackend implements Backend {
    static final DefaultBackend INSTANCE = new DefaultBackend();

    @Override
    public Class<?> defineInNewLoader(Code code) {
        return Definer.defineInNewLoader(code);
    }

    @Override
    public Class<?> defineHidden(Code code, MethodHandles.Lookup host) {
        return Definer.defineHidden(code, host);
    }

    @Override
    public Object eval(Code code) {
        return Definer.eval(code);
    }

    @Override
    public String show(Code code) {
        return LargeStack.run(code, () -> Printer.show(code));
    }

    @Override
    public byte[] classFile(Code code) {
        return Definer.classFile(code);
    }

    @Override
    public java.util.Map<String, byte[]> classFiles(Code code) {
        java.util.Map<String, byte[]> byBinaryName = new java.util.LinkedHashMap<>();
        Definer.classFiles(code).forEach((internalName, bytes) -> byBinaryName.put(internalName.replace('/', '.'), bytes));
        return java.util.Collections.unmodifiableMap(byBinaryName);
    }
}
