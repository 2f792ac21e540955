package dev.jumbo.marshal.conformance;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/** The reference: java.io.ObjectOutputStream itself, with the hooks wired in. */
public final class JdkStreams implements StreamFactory {
    public static final JdkStreams REFERENCE = new JdkStreams();

    private final HookedStreams hooked = new HookedStreams(ObjectOutputStream.class);

    private JdkStreams() {
    }

    @Override
    public String name() {
        return "java.io.ObjectOutputStream";
    }

    @Override
    public ObjectOutputStream open(OutputStream out, StreamHooks hooks) throws IOException {
        return hooked.open(out, hooks);
    }
}
