package dev.jumbo.marshal.conformance;

import dev.jumbo.marshal.GenerationMode;
import dev.jumbo.marshal.Options;

/**
 * The tiers the Jumbo streams are checked at, writing ({@link JumboStreams}) and reading
 * ({@code reading.Readers}) alike. Together they cover the reflective path alone (a class below
 * the threshold), generated code alone (threshold 0), both in one graph at a switch the test
 * fixes (a low threshold, synchronous) and at switches the background pool decides.
 */
public enum Tier {
    /** Every class is generated at its first instance. */
    ALWAYS(0, GenerationMode.SYNCHRONOUS),
    /** Generated at a class's third instance: the first two take the reflective path, so most graphs mix the two. */
    LOW_THRESHOLD(2, GenerationMode.SYNCHRONOUS),
    /** The default threshold, generated synchronously: the reflective path until then. */
    DEFAULT_THRESHOLD(Options.DEFAULT_THRESHOLD, GenerationMode.SYNCHRONOUS),
    /**
     * Every class is asked for at its first instance and generated on the background pool; the
     * stream takes the reflective path until the code is ready, so where a graph switches is up
     * to the pool.
     */
    BACKGROUND(0, GenerationMode.BACKGROUND),
    /** What a user gets: the default threshold and background generation. */
    DEFAULTS(Options.DEFAULT_THRESHOLD, GenerationMode.BACKGROUND);

    private final int threshold;
    private final GenerationMode generation;

    Tier(int threshold, GenerationMode generation) {
        this.threshold = threshold;
        this.generation = generation;
    }

    /** This tier's options, with new private caches: each call's streams share them, and no others. */
    public Options options() {
        return Options.defaults().withThreshold(threshold).withGeneration(generation).withPrivateCache();
    }

    /** How a stream's name says its tier: "threshold N, synchronous generation". */
    public String describe() {
        return "threshold " + threshold + ", " + (generation == GenerationMode.SYNCHRONOUS ? "synchronous" : "background") + " generation";
    }
}
