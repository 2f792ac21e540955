package dev.jumbo.marshal.conformance;

import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.Options;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/**
 * dev.jumbo.marshal.JumboObjectOutputStream at one {@link Tier}, with the hooks wired in. Each
 * factory has a private marshaller cache, shared by its streams: the suite's first graphs
 * generate, the later ones also meet warm marshallers.
 */
public final class JumboStreams implements StreamFactory {
    public static final JumboStreams ALWAYS = new JumboStreams(Tier.ALWAYS);
    public static final JumboStreams LOW_THRESHOLD = new JumboStreams(Tier.LOW_THRESHOLD);
    public static final JumboStreams DEFAULT_THRESHOLD = new JumboStreams(Tier.DEFAULT_THRESHOLD);
    public static final JumboStreams BACKGROUND = new JumboStreams(Tier.BACKGROUND);
    public static final JumboStreams DEFAULTS = new JumboStreams(Tier.DEFAULTS);

    private final Tier tier;
    private final Options options;
    private final HookedStreams hooked;

    private JumboStreams(Tier tier) {
        this.tier = tier;
        this.options = tier.options();
        this.hooked = new HookedStreams(JumboObjectOutputStream.class, options);
    }

    @Override
    public String name() {
        return "JumboObjectOutputStream, " + tier.describe();
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
