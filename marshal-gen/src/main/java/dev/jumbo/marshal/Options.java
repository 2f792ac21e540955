package dev.jumbo.marshal;

import dev.jumbo.marshal.read.FixedLoaderResolution;
import java.util.Objects;

/**
 * The settings of the Jumbo streams, {@link JumboObjectOutputStream} and
 * {@link JumboObjectInputStream}: immutable; each {@code with} method returns a copy.
 *
 * <ul>
 *   <li>{@code threshold}: a class gets a generated marshaller once this many of its instances
 *       were written by the reflective path (0: at the first instance); likewise a (stream
 *       descriptor, local class) pair gets a generated unmarshaller once this many of its
 *       instances were read by the reflective path. Default {@value #DEFAULT_THRESHOLD}. In the
 *       background mode, a JVM's first generation also waits for
 *       {@value #FIRST_GENERATION_MARK} instances in all ({@link #FIRST_GENERATION_MARK}).</li>
 *   <li>{@code generation}: where a marshaller or an unmarshaller is generated
 *       ({@link GenerationMode}): in the background while the stream goes on (default), or
 *       synchronously by the stream that reaches the threshold
 *       ({@link #withSynchronousGeneration()}: tests, the paper's tables).</li>
 *   <li>the caches: by default the marshaller and unmarshaller caches all streams share;
 *       {@link #withPrivateCache()} gives the streams opened with the copy new, empty caches of
 *       their own (so that a benchmark times generation too).</li>
 *   <li>the class loader: by default {@link JumboObjectInputStream} resolves classes as
 *       {@code ObjectInputStream} does, in the latest user-defined loader on the caller's stack;
 *       {@link #withClassLoader} names the loader instead, as a framework's stream that
 *       overrides {@code resolveClass} does, and spares the stack walk.</li>
 * </ul>
 */
public final class Options {
    /**
     * The default threshold, chosen from measurements (marshal-gen/README.md, "The default
     * threshold"; bench/RESULTS.md, Table 6): a new marshaller is a new class, which runs
     * interpreted and then in C1 for thousands of calls while the reflective path is already
     * compiled. With new classes, a stream switched at the paper's 100 ran at 0.3-0.5 of the
     * reflective path's speed on the heterogeneous graph and the lists; at 5,000 the heterogeneous
     * graph ran at 1.15 times ObjectOutputStream's speed and the worst workload rose from 0.44 to
     * 0.64 of it. HotSpot waits as long before its optimizing compiler
     * (Tier4InvocationThreshold=5000), for the same reason: only code that runs long enough
     * repays compiling it.
     */
    public static final int DEFAULT_THRESHOLD = 5000;

    /**
     * The instances that the reflective path serves, over all classes and caches, before a JVM's
     * first background generation may start (a threshold of 0, synchronous generation and deep
     * structures do not wait). The first generation in a JVM loads lang and ASM and runs them
     * interpreted: about 100 ms (bench/RESULTS.md, the first class in a fresh JVM), against
     * 0.1-0.3 ms for each class after it; generated code saves some 20-30 ns an instance over the
     * compiled reflective path (Table 1), so the first generation repays itself only in a JVM that
     * goes on to serialize millions of objects. Started any sooner, it slowed a fresh JVM's first
     * streams to half the JDK's speed, generating beside them on a machine of two cores. A
     * million instances through the reflective path (a fraction of a second of serialization)
     * are the sign that the JVM will; a command-line tool, a test or a short job never pays it.
     */
    public static final int FIRST_GENERATION_MARK = 1_000_000;

    private static final Options DEFAULTS = new Options(DEFAULT_THRESHOLD, GenerationMode.BACKGROUND, null, null, null);

    private final int threshold;
    private final GenerationMode generation;
    /**
     * The caches, or null for the shared ones: looked up when a stream asks, so that a writer
     * does not load the unmarshallers' cache, nor a reader the marshallers', in a fresh JVM.
     */
    private final MarshallerCache cache;
    private final UnmarshallerCache unmarshallers;
    /** Where {@link JumboObjectInputStream} resolves classes; null: the caller's loader, as the JDK. */
    private final FixedLoaderResolution classes;

    private Options(int threshold, GenerationMode generation, MarshallerCache cache, UnmarshallerCache unmarshallers,
                    FixedLoaderResolution classes) {
        this.threshold = threshold;
        this.generation = generation;
        this.cache = cache;
        this.unmarshallers = unmarshallers;
        this.classes = classes;
    }

    public static Options defaults() {
        return DEFAULTS;
    }

    public Options withThreshold(int threshold) {
        if (threshold < 0) {
            throw new IllegalArgumentException("the threshold is a number of instances, at least 0, not " + threshold);
        }
        return new Options(threshold, generation, cache, unmarshallers, classes);
    }

    /**
     * A copy whose streams generate marshallers and unmarshallers on the thread that reaches the
     * threshold, and use the result at once.
     */
    public Options withSynchronousGeneration() {
        return withGeneration(GenerationMode.SYNCHRONOUS);
    }

    public Options withGeneration(GenerationMode generation) {
        return new Options(threshold, Objects.requireNonNull(generation, "generation"), cache, unmarshallers, classes);
    }

    /** A copy whose streams share new, empty marshaller and unmarshaller caches of their own. */
    public Options withPrivateCache() {
        return new Options(threshold, generation, new MarshallerCache(), new UnmarshallerCache(), classes);
    }

    public Options withCache(MarshallerCache cache) {
        return new Options(threshold, generation, Objects.requireNonNull(cache, "cache"), unmarshallers, classes);
    }

    public Options withUnmarshallerCache(UnmarshallerCache unmarshallers) {
        return new Options(threshold, generation, cache, Objects.requireNonNull(unmarshallers, "unmarshallers"), classes);
    }

    /**
     * A copy whose {@link JumboObjectInputStream}s resolve every class, and every proxy class's
     * interfaces, in {@code loader} ({@code Class.forName(name, false, loader)}, then the
     * primitive types by name), where {@code ObjectInputStream} takes the latest user-defined
     * loader on the caller's stack. For a caller that knows where its classes live, as the
     * {@code ObjectInputStream} subclasses of frameworks do that override {@code resolveClass}:
     * the stack walk it spares is most of a small message's read on JDK 17. A subclass's own
     * {@code resolveClass} still decides; its {@code super.resolveClass} then resolves in this
     * loader.
     */
    public Options withClassLoader(ClassLoader loader) {
        return new Options(threshold, generation, cache, unmarshallers, new FixedLoaderResolution(loader));
    }

    public int threshold() {
        return threshold;
    }

    public GenerationMode generation() {
        return generation;
    }

    public MarshallerCache cache() {
        return cache == null ? MarshallerCache.shared() : cache;
    }

    /** The unmarshallers of {@link JumboObjectInputStream}s opened with these options. */
    public UnmarshallerCache unmarshallerCache() {
        return unmarshallers == null ? UnmarshallerCache.shared() : unmarshallers;
    }

    /** Where the streams resolve classes ({@link #withClassLoader}); null: the caller's loader, as the JDK. */
    FixedLoaderResolution classResolution() {
        return classes;
    }

    @Override
    public String toString() {
        return "Options[threshold=" + threshold + ", " + generation.name().toLowerCase(java.util.Locale.ROOT) + " generation"
                + (cache == null || cache == MarshallerCache.shared() ? ", shared cache" : ", private cache")
                + (unmarshallers == null || unmarshallers == UnmarshallerCache.shared() ? "" : ", private unmarshaller cache")
                + (classes == null ? "]" : ", classes from " + classes.loader() + "]");
    }
}
