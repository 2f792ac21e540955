package dev.jumbo.marshal;

import dev.jumbo.marshal.generate.ProgGen;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.prebuilt.PrebuiltCode;
import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.jdk.EnumWriter;
import dev.jumbo.marshal.jdk.JdkClassWriters;
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
            return CachedClass.of(SerialClass.of(type));
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
        return entry(type).code();
    }

    /** Whether generation was refused or failed for {@code type}: it stays on the reflective path. */
    public boolean isRefused(Class<?> type) {
        return entry(type).isRefused();
    }

    /**
     * Why {@code type} has no generated marshaller: the refusal ({@link ProgGen#refusal}), or the
     * failure of its generation; null when nothing was refused or failed.
     */
    public String reasonForReflectivePath(Class<?> type) {
        return entry(type).reason();
    }

    /** The entry of {@code type}: its descriptor, its code once there is some, and its instance count. */
    CachedClass entry(Class<?> type) {
        if (classValues != null) {
            return classValues.get(type);
        }
        CachedClass cached = classMap.get(type);
        if (cached == null) {
            // Not computeIfAbsent: a lambda here would be a hidden class spun on the first path.
            CachedClass made = CachedClass.of(SerialClass.of(type));
            cached = classMap.putIfAbsent(type, made);
            if (cached == null) {
                cached = made;
            }
        }
        return cached;
    }

    /**
     * One class's entry: a JDK class's hand-written writer or a marshaller stored at build time
     * from the start, or a marshaller once generated.
     */
    static final class CachedClass extends TieredEntry<Marshaller> {
        private final SerialClass desc;
        /** An enum's constant writer once a field asked for it ({@link #fieldWriter}); null before, and for any other class. */
        private volatile Marshaller enumWriter;

        private CachedClass(SerialClass desc, Marshaller writer) {
            super(writer);
            this.desc = desc;
        }

        SerialClass desc() {
            return desc;
        }

        /**
         * What a field's inline cache may keep for this class: its marshaller, or for an enum
         * the one writer of constants ({@link EnumWriter}), made here on first use; null while
         * the class takes the reflective path. Only generated code and the collections' writers
         * ask, so a stream of the reflective tier alone writes enums as it always did, without
         * the session or this writer, which cost a cold JVM's first messages more than they saved.
         */
        Marshaller fieldWriter() {
            Marshaller code = code();
            if (code != null || !desc.isEnum()) {
                return code;
            }
            Marshaller writer = enumWriter;
            if (writer == null) {
                writer = EnumWriter.of(desc);
                enumWriter = writer;
            }
            return writer;
        }

        static CachedClass of(SerialClass desc) {
            // Only the boot loader's classes have hand-written writers: an application class
            // leaves JdkClassWriters and its table unloaded. An application class may have a
            // marshaller stored at build time: it is used from the first instance.
            Class<?> type = desc.type();
            return new CachedClass(desc, type.getClassLoader() == null ? JdkClassWriters.forClass(type)
                    : PrebuiltCode.marshaller(desc));
        }

        @Override
        protected String refusal() {
            return ProgGen.refusal(desc);
        }

        @Override
        protected Marshaller create() {
            return ProgGen.generateMarshallerFor(desc);
        }
    }
}
