package dev.jumbo.marshal;

import java.util.Objects;

/**
 * The settings of a {@link JumboObjectOutputStream}: immutable; each {@code with} method returns
 * a copy.
 *
 * <ul>
 *   <li>{@code threshold}: a class gets a generated marshaller once this many of its instances
 *       were written by the reflective path (0: at the first instance). Default 100, the
 *       paper's best value.</li>
 *   <li>{@code generation}: where that marshaller is generated ({@link GenerationMode}): in the
 *       background while the stream goes on (default), or synchronously by the stream that
 *       reaches the threshold ({@link #withSynchronousGeneration()}: tests, the paper's
 *       tables).</li>
 *   <li>the marshaller cache: by default the one all streams share; {@link #withPrivateCache()}
 *       gives the streams opened with the copy a new, empty cache of their own (so that a
 *       benchmark times generation too).</li>
 * </ul>
 */
public final class Options {
    /** The paper's threshold (Table 6). */
    public static final int DEFAULT_THRESHOLD = 100;

    private static final Options DEFAULTS =
            new Options(DEFAULT_THRESHOLD, GenerationMode.BACKGROUND, MarshallerCache.shared());

    private final int threshold;
    private final GenerationMode generation;
    private final MarshallerCache cache;

    private Options(int threshold, GenerationMode generation, MarshallerCache cache) {
        this.threshold = threshold;
        this.generation = generation;
        this.cache = cache;
    }

    public static Options defaults() {
        return DEFAULTS;
    }

    public Options withThreshold(int threshold) {
        if (threshold < 0) {
            throw new IllegalArgumentException("the threshold is a number of instances, at least 0, not " + threshold);
        }
        return new Options(threshold, generation, cache);
    }

    /** A copy whose streams generate on the thread that reaches the threshold, and use the result at once. */
    public Options withSynchronousGeneration() {
        return withGeneration(GenerationMode.SYNCHRONOUS);
    }

    public Options withGeneration(GenerationMode generation) {
        return new Options(threshold, Objects.requireNonNull(generation, "generation"), cache);
    }

    /** A copy whose streams share a new, empty marshaller cache of their own. */
    public Options withPrivateCache() {
        return new Options(threshold, generation, new MarshallerCache());
    }

    public Options withCache(MarshallerCache cache) {
        return new Options(threshold, generation, Objects.requireNonNull(cache, "cache"));
    }

    public int threshold() {
        return threshold;
    }

    public GenerationMode generation() {
        return generation;
    }

    public MarshallerCache cache() {
        return cache;
    }

    @Override
    public String toString() {
        return "Options[threshold=" + threshold + ", " + generation.name().toLowerCase(java.util.Locale.ROOT) + " generation"
                + (cache == MarshallerCache.shared() ? ", shared cache]" : ", private cache]");
    }
}
