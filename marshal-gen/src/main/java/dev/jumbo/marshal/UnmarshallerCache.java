package dev.jumbo.marshal;

import dev.jumbo.marshal.generate.ReadProgGen;
import dev.jumbo.marshal.prebuilt.PrebuiltCode;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.Unmarshaller;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The generated unmarshallers, per (stream descriptor, local class) pair: shared by the streams
 * that use this cache, across threads. It counts the instances of each pair read by the
 * reflective path, for just-in-time generation, and remembers the pairs for which generation was
 * refused or failed, so that they stay on the reflective path for good.
 *
 * <p>Two levels, as the pairs are found: the local class first (the shared cache keeps its
 * entries in a {@link ClassValue}, so that it never keeps a class loader alive; a private cache,
 * made with {@code new}, in a concurrent map), then the stream descriptor, whose identity is
 * stable for one (descriptor content, local class) pair across streams. A class usually meets
 * one descriptor, so each class remembers the last pair it served.
 *
 * <p>Generation follows the tiers of {@link GenerationMode}, as {@link MarshallerCache}'s does: by
 * default the pair that reaches the threshold is handed to {@link BackgroundGeneration} and the
 * streams go on reading it reflectively until its unmarshaller is published; in synchronous mode
 * the stream that reaches the threshold generates, then reads the instance with the new
 * unmarshaller. A stream nested {@link GenerationMode#DEEP_NESTING} objects deep generates (or
 * waits for the pool's generation) in either mode: only generated code reads a deep linked
 * structure without using the stack for every level.
 */
public final class UnmarshallerCache {
    private static final UnmarshallerCache SHARED = new UnmarshallerCache(new ClassValue<>() {
        @Override
        protected LocalClass computeValue(Class<?> type) {
            return new LocalClass();
        }
    });

    /** The shared cache's entries, or null. */
    private final ClassValue<LocalClass> classValues;
    /** A private cache's entries, or null. */
    private final ConcurrentHashMap<Class<?>, LocalClass> classMap;

    /** A new, empty cache: give it to streams through {@link Options#withUnmarshallerCache}. */
    public UnmarshallerCache() {
        this.classValues = null;
        this.classMap = new ConcurrentHashMap<>();
    }

    private UnmarshallerCache(ClassValue<LocalClass> classValues) {
        this.classValues = classValues;
        this.classMap = null;
    }

    /** The cache all streams use unless their options say otherwise. */
    public static UnmarshallerCache shared() {
        return SHARED;
    }

    /** The generated unmarshaller of {@code desc}'s pair, or null when it has none (yet). */
    public Unmarshaller unmarshaller(StreamDescriptor desc) {
        TieredEntry<Unmarshaller> entry = entry(desc);
        return entry == null ? null : entry.code();
    }

    /**
     * The entry of {@code desc}'s pair, or null when the descriptor has no local class. A stream
     * asks it for the unmarshaller of each instance ({@link TieredEntry#forNextInstance}): the
     * instance that reaches the threshold starts the generation.
     */
    TieredEntry<Unmarshaller> entry(StreamDescriptor desc) {
        Class<?> type = desc.localClass();
        return type == null ? null : pair(type, desc);
    }

    /**
     * Why {@code desc}'s pair has no generated unmarshaller: the refusal
     * ({@link ReadProgGen#refusal}) or the failure of its generation; null when nothing was
     * refused or failed (or the pair was not met yet).
     */
    public String reasonForReflectivePath(StreamDescriptor desc) {
        Class<?> type = desc.localClass();
        if (type == null) {
            return "no local class";
        }
        Pair pair = localClass(type).pairs.get(desc);
        return pair == null ? null : pair.reason();
    }

    /** How many pairs of {@code type} have a generated unmarshaller (for tests and reports). */
    public int generatedCount(Class<?> type) {
        int count = 0;
        for (Pair pair : localClass(type).pairs.values()) {
            if (pair.code() != null) {
                count++;
            }
        }
        return count;
    }

    /** Why the pairs of {@code type} met so far have no generated unmarshaller (refusals and failures; for tests and reports). */
    public java.util.List<String> reasonsForReflectivePath(Class<?> type) {
        java.util.List<String> reasons = new java.util.ArrayList<>();
        for (Pair pair : localClass(type).pairs.values()) {
            if (pair.code() == null && pair.reason() != null) {
                reasons.add(pair.reason());
            }
        }
        return reasons;
    }

    private Pair pair(Class<?> type, StreamDescriptor desc) {
        LocalClass local = localClass(type);
        Pair last = local.last;
        if (last != null && last.desc == desc) {
            return last;
        }
        Pair pair = local.pairs.get(desc);
        if (pair == null) {
            // Not computeIfAbsent: a lambda here would be a hidden class spun on the first path.
            Pair made = new Pair(desc);
            pair = local.pairs.putIfAbsent(desc, made);
            if (pair == null) {
                pair = made;
            }
        }
        local.last = pair;
        return pair;
    }

    private LocalClass localClass(Class<?> type) {
        if (classValues != null) {
            return classValues.get(type);
        }
        LocalClass local = classMap.get(type);
        if (local == null) {
            LocalClass made = new LocalClass();
            local = classMap.putIfAbsent(type, made);
            if (local == null) {
                local = made;
            }
        }
        return local;
    }

    /** One local class's pairs, and the last one served. */
    private static final class LocalClass {
        final ConcurrentHashMap<StreamDescriptor, Pair> pairs = new ConcurrentHashMap<>(2);
        volatile Pair last;
    }

    /** One (stream descriptor, local class) pair's entry. */
    private static final class Pair extends TieredEntry<Unmarshaller> {
        private final StreamDescriptor desc;

        Pair(StreamDescriptor desc) {
            // An unmarshaller stored at build time for the class's own descriptor serves from the first instance.
            super(PrebuiltCode.unmarshaller(desc));
            this.desc = desc;
        }

        @Override
        protected String refusal() {
            return ReadProgGen.refusal(desc);
        }

        @Override
        protected Unmarshaller create() {
            return ReadProgGen.generateUnmarshallerFor(desc);
        }
    }
}
