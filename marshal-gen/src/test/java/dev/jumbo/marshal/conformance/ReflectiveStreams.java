package dev.jumbo.marshal.conformance;

import dev.jumbo.marshal.ReflectiveObjectOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/** dev.jumbo.marshal.ReflectiveObjectOutputStream, with the hooks wired in. */
public final class ReflectiveStreams implements StreamFactory {
    public static final ReflectiveStreams FACTORY = new ReflectiveStreams();

    private final HookedStreams hooked = new HookedStreams(ReflectiveObjectOutputStream.class);

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
        return hooked.open(out, hooks);
    }
}
