package dev.jumbo.marshal;

import dev.jumbo.marshal.write.SerialClass;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The generated marshallers, per class: shared by the streams that use this cache, across
 * threads. It also counts the instances written by the reflective path, for just-in-time
 * generation, and remembers the classes for which generation failed, so that they stay on the
 * reflective path for good.
 *
 * <p>The shared cache keeps its entries in a {@link ClassValue}, so that it never keeps a class
 * loader alive. A cache made with {@code new} (a private cache) keeps them in a concurrent map
 * instead, and keeps its classes reachable while it lives: every {@code ClassValue} instance
 * leaves an entry in each class it saw until it is collected, so one per short-lived cache
 * would fill the classes' own tables and slow every lookup down.
 */
public final class MarshallerCache {
    private static final MarshallerCache SHARED = new MarshallerCache(new ClassValue<>() {
        @Override
        protected CachedClass computeValue(Class<?> type) {
            return new CachedClass(SerialClass.of(type));
        }
    });

    /** The shared cache's entries, or null. */
    private final ClassValue<CachedClass> classValues;
    /** A private cache's entries, or null. */
    private final ConcurrentHashMap<Class<?>, CachedClass> classMap;

    /** A new, empty cache: give it to streams through {@link Options#withCache}. */
    public MarshallerCache() {
        this.classValues = null;
        this.classMap = new ConcurrentHashMap<>();
    }

    private MarshallerCache(ClassValue<CachedClass> classValues) {
        this.classValues = classValues;
        this.classMap = null;
    }

    /** The cache all streams use unless their options say otherwise. */
    public static MarshallerCache shared() {
        return SHARED;
    }

    /** The generated marshaller of {@code type}, or null when it has none (yet). */
    public Marshaller marshaller(Class<?> type) {
        return entry(type).marshaller;
    }

    /**
     * The marshaller to write one more instance of {@code desc}'s class with; null while the
     * class stays on the reflective path (below the threshold, not generatable, generation
     * failed, or its generation is still running in the background).
     *
     * <p>The instance that reaches {@code threshold} starts the generation: on the caller's
     * thread in {@link GenerationMode#SYNCHRONOUS} mode, which then returns the new marshaller;
     * on the background pool otherwise, and the class's later instances get the marshaller once
     * it is ready. A caller nested {@link GenerationMode#DEEP_NESTING} objects deep in the
     * reflective path generates, or waits for the background's generation, in either mode.
     *
     * @param nesting how many objects the caller is inside of (its stream's depth)
     */
    public Marshaller marshallerForNextInstance(SerialClass desc, int threshold, GenerationMode mode, int nesting) {
        CachedClass cached = entry(desc.type());
        Marshaller marshaller = cached.marshaller;
        if (marshaller != null || cached.refused) {
            return marshaller;
        }
        boolean deep = nesting >= GenerationMode.DEEP_NESTING;
        // A racy count: at worst a few instances more go the reflective way.
        if (cached.seen < threshold && !deep) {
            cached.seen++;
            return null;
        }
        if (mode == GenerationMode.SYNCHRONOUS || deep) {
            return cached.generate();
        }
        cached.requestInBackground();
        return null;
    }

    /** Whether generation was refused or failed for {@code type}: it stays on the reflective path. */
    public boolean isRefused(Class<?> type) {
        return entry(type).refused;
    }

    /**
     * Why {@code type} has no generated marshaller: the refusal ({@link ProgGen#refusal}), or the
     * failure of its generation; null when nothing was refused or failed.
     */
    public String reasonForReflectivePath(Class<?> type) {
        return entry(type).reason;
    }

    private CachedClass entry(Class<?> type) {
        if (classValues != null) {
            return classValues.get(type);
        }
        CachedClass cached = classMap.get(type);
        return cached != null ? cached : classMap.computeIfAbsent(type, key -> new CachedClass(SerialClass.of(key)));
    }

    /** One class's entry. */
    private static final class CachedClass {
        private final SerialClass desc;
        private volatile Marshaller marshaller;
        private volatile boolean refused;
        private volatile String reason;
        /** Whether the background pool was asked to generate: it is asked once. */
        private volatile boolean requested;
        private int seen;

        CachedClass(SerialClass desc) {
            this.desc = Objects.requireNonNull(desc);
            this.marshaller = JdkClassWriters.forClass(desc.type());
            this.reason = marshaller != null ? null : ProgGen.refusal(desc);
            this.refused = reason != null;
        }

        void requestInBackground() {
            if (!requested) {
                // A full queue: the next instance asks again.
                requested = BackgroundGeneration.submit(this, CachedClass::generate);
            }
        }

        /**
         * Generates once, even when streams of several threads reach the threshold together, or
         * a deep stream asks while the background pool is at it (it waits for the pool's result).
         */
        synchronized Marshaller generate() {
            if (marshaller == null && !refused) {
                try {
                    marshaller = ProgGen.generateMarshallerFor(desc);
                } catch (RuntimeException | LinkageError e) {
                    // A class the generator cannot handle (a CodeException, or a class the
                    // hidden-class route cannot reach) is written reflectively from now on,
                    // quietly: the reason is kept for whoever asks.
                    reason = "generation failed: " + e;
                    refused = true;
                }
            }
            return marshaller;
        }
    }
}
