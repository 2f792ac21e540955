package dev.jumbo.lang;

import dev.jumbo.lang.show.Printer;
import java.lang.invoke.MethodHandles;

/** The back end: check and emit in one pass, then define. */
final class DefaultBackend implements Backend {
    static final DefaultBackend INSTANCE = new DefaultBackend();

    @Override
    public Class<?> defineInNewLoader(Code code) {
        throw CodeException.at(code.source(), code.position(), "defineClass is not implemented yet");
    }

    @Override
    public Class<?> defineHidden(Code code, MethodHandles.Lookup host) {
        throw CodeException.at(code.source(), code.position(), "defineClass is not implemented yet");
    }

    @Override
    public Object eval(Code code) {
        throw CodeException.at(code.source(), code.position(), "eval is not implemented yet");
    }

    @Override
    public String show(Code code) {
        return Printer.show(code);
    }

    @Override
    public byte[] classFile(Code code) {
        throw CodeException.at(code.source(), code.position(), "toClassFile is not implemented yet");
    }
}
