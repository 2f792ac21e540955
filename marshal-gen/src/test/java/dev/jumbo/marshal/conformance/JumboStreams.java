package dev.jumbo.marshal.conformance;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.Options;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/**
 * dev.jumbo.marshal.JumboObjectOutputStream at one threshold, with the hooks wired in. Each
 * factory has a private marshaller cache, shared by its streams: the suite's first graphs
 * generate, the later ones also meet warm marshallers.
 */
public final class JumboStreams implements StreamFactory {
    /** Every class is generated at its first instance. */
    public static final JumboStreams ALWAYS = new JumboStreams(0);
    /** The default: generated after 100 instances; before, the reflective path writes them. */
    public static final JumboStreams DEFAULT_THRESHOLD = new JumboStreams(Options.DEFAULT_THRESHOLD);

    private final Options options;
    private final HookedStreams hooked;

    private JumboStreams(int threshold) {
        this.options = Options.defaults().withThreshold(threshold).withSynchronousGeneration().withPrivateCache();
        this.hooked = new HookedStreams(JumboObjectOutputStream.class, options);
    }

    @Override
    public String name() {
        return "JumboObjectOutputStream, threshold " + options.threshold();
    }

    @Override
    public ObjectOutputStream open(OutputStream out, StreamHooks hooks) throws IOException {
        if (hooks == StreamHooks.NONE) {
            return new JumboObjectOutputStream(out, options);
        }
        return hooked.open(out, hooks);
    }

    @Override
    public String toString() {
        return name();
    }
}
