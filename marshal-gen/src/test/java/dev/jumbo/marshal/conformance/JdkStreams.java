package dev.jumbo.marshal.conformance;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/** The reference: java.io.ObjectOutputStream itself, with the hooks wired in. */
public final class JdkStreams implements StreamFactory {
    public static final JdkStreams REFERENCE = new JdkStreams();

    private JdkStreams() {
    }

    @Override
    public String name() {
        return "java.io.ObjectOutputStream";
    }

    @Override
    public ObjectOutputStream open(OutputStream out, StreamHooks hooks) throws IOException {
        return new Hooked(out, hooks);
    }

    private static final class Hooked extends ObjectOutputStream {
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
