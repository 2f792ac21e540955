package dev.jumbo.marshal.conformance;

import dev.jumbo.marshal.ReflectiveObjectOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/** dev.jumbo.marshal.ReflectiveObjectOutputStream, with the hooks wired in. */
public final class ReflectiveStreams implements StreamFactory {
    public static final ReflectiveStreams FACTORY = new ReflectiveStreams();

    private ReflectiveStreams() {
    }

    @Override
    public String name() {
        return "ReflectiveObjectOutputStream";
    }

    @Override
    public ObjectOutputStream open(OutputStream out, StreamHooks hooks) throws IOException {
        if (hooks == StreamHooks.NONE) {
            return new ReflectiveObjectOutputStream(out);
        }
        return new Hooked(out, hooks);
    }

    private static final class Hooked extends ReflectiveObjectOutputStream {
        private final StreamHooks hooks;

        Hooked(OutputStream out, StreamHooks hooks) throws IOException {
            super(out);
            this.hooks = hooks;
            enableReplaceObject(hooks.replacesObjects());
        }

        @Override
        protected void annotateClass(Class<?> type) throws IOException {
            hooks.annotateClass(this, type);
        }

        @Override
        protected void annotateProxyClass(Class<?> type) throws IOException {
            hooks.annotateProxyClass(this, type);
        }

        @Override
        protected Object replaceObject(Object obj) throws IOException {
            return hooks.replaceObject(obj);
        }
    }
}
