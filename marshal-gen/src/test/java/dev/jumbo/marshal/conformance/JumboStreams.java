package dev.jumbo.marshal.conformance;

import dev.jumbo.marshal.GenerationMode;
import dev.jumbo.marshal.JumboObjectOutputStream;
import dev.jumbo.marshal.Options;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

/**
 * dev.jumbo.marshal.JumboObjectOutputStream at one threshold and tier, with the hooks wired in.
 * Each factory has a private marshaller cache, shared by its streams: the suite's first graphs
 * generate, the later ones also meet warm marshallers. Together the factories cover every tier:
 * the reflective path alone (a class below the threshold), generated code alone (threshold 0),
 * both in one graph at a switch the test fixes (a low threshold, synchronous) and at switches
 * the background pool decides (background generation).
 */
public final class JumboStreams implements StreamFactory {
    /** Every class is generated at its first instance. */
    public static final JumboStreams ALWAYS = synchronous(0);
    /** Generated at a class's third instance: the first two take the reflective path, so most graphs mix the two. */
    public static final JumboStreams LOW_THRESHOLD = synchronous(2);
    /** The default threshold, generated synchronously: the reflective path until then. */
    public static final JumboStreams DEFAULT_THRESHOLD = synchronous(Options.DEFAULT_THRESHOLD);
    /**
     * Every class is asked for at its first instance and generated on the background pool; the
     * stream takes the reflective path until the marshaller is ready, so where a graph switches
     * is up to the pool.
     */
    public static final JumboStreams BACKGROUND = new JumboStreams(Options.defaults().withThreshold(0).withPrivateCache());
    /** What a user gets: the default threshold and background generation. */
    public static final JumboStreams DEFAULTS = new JumboStreams(Options.defaults().withPrivateCache());

    private final Options options;
    private final HookedStreams hooked;

    private JumboStreams(Options options) {
        this.options = options;
        this.hooked = new HookedStreams(JumboObjectOutputStream.class, options);
    }

    private static JumboStreams synchronous(int threshold) {
        return new JumboStreams(Options.defaults().withThreshold(threshold).withSynchronousGeneration().withPrivateCache());
    }

    @Override
    public String name() {
        return "JumboObjectOutputStream, threshold " + options.threshold() + ", " + describe(options.generation()) + " generation";
    }

    /** How a stream's name says its generation mode; the readers under test are named the same way. */
    public static String describe(GenerationMode generation) {
        return generation == GenerationMode.SYNCHRONOUS ? "synchronous" : "background";
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
