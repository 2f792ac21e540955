package dev.jumbo.marshal;

/**
 * The settings of a {@link JumboObjectOutputStream}: immutable; each {@code with} method returns
 * a copy.
 *
 * <ul>
 *   <li>{@code threshold}: a class gets a generated marshaller once this many of its instances
 *       were written by the reflective path (0: at the first instance). Default 100, the
 *       paper's best value.</li>
 *   <li>the marshaller cache: by default the one all streams share; {@link #withPrivateCache()}
 *       gives the streams opened with the copy a new, empty cache of their own (so that a
 *       benchmark times generation too).</li>
 * </ul>
 */
public final class Options {
    /** The paper's threshold (Table 6). */
    public static final int DEFAULT_THRESHOLD = 100;

    private static final Options DEFAULTS = new Options(DEFAULT_THRESHOLD, MarshallerCache.shared());

    private final int threshold;
    private final MarshallerCache cache;

    private Options(int threshold, MarshallerCache cache) {
        this.threshold = threshold;
        this.cache = cache;
    }

    public static Options defaults() {
        return DEFAULTS;
    }

    public Options withThreshold(int threshold) {
        if (threshold < 0) {
            throw new IllegalArgumentException("the threshold is a number of instances, at least 0, not " + threshold);
        }
        return new Options(threshold, cache);
    }

    /** A copy whose streams share a new, empty marshaller cache of their own. */
    public Options withPrivateCache() {
        return new Options(threshold, new MarshallerCache());
    }

    public Options withCache(MarshallerCache cache) {
        return new Options(threshold, java.util.Objects.requireNonNull(cache, "cache"));
    }

    public int threshold() {
        return threshold;
    }

    public MarshallerCache cache() {
        return cache;
    }

    @Override
    public String toString() {
        return "Options[threshold=" + threshold + (cache == MarshallerCache.shared() ? ", shared cache]" : ", private cache]");
    }
}
