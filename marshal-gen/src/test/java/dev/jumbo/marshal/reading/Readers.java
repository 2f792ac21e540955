package dev.jumbo.marshal.reading;

import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.conformance.JumboStreams;
import java.io.ObjectInputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference reader and the readers under test. The candidates are looked up by name, so
 * that this suite compiles and runs before they exist (it then runs the JDK's reader as its own
 * candidate, which proves the harness, not a reader): {@code ReflectiveObjectInputStream(InputStream)}
 * and {@code JumboObjectInputStream(InputStream, Options)} at every tier ({@link #JUMBO_TIERS}).
 */
public final class Readers {
    /** java.io.ObjectInputStream itself: the oracle. */
    public static final ReaderFactory REFERENCE = new ClassReaders("java.io.ObjectInputStream", ObjectInputStream.class);

    private static final String STAND_IN = "java.io.ObjectInputStream";
    private static final String REFLECTIVE = "dev.jumbo.marshal.ReflectiveObjectInputStream";
    private static final String JUMBO = "dev.jumbo.marshal.JumboObjectInputStream";
    /**
     * The Jumbo reader at every tier, each with a private cache its streams share: generated code
     * from the first instance; the reflective path for two instances, then generated code; the
     * default threshold; background generation from the first instance (the switch is up to the
     * pool); and what a user gets.
     */
    private static final List<Options> JUMBO_TIERS = List.of(
            Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache(),
            Options.defaults().withThreshold(2).withSynchronousGeneration().withPrivateCache(),
            Options.defaults().withThreshold(Options.DEFAULT_THRESHOLD).withSynchronousGeneration().withPrivateCache(),
            Options.defaults().withThreshold(0).withPrivateCache(),
            Options.defaults().withPrivateCache());
    private static final List<ReaderFactory> CANDIDATES = findCandidates();

    private Readers() {
    }

    /** The readers under test; the JDK's own reader, renamed, while none is on the class path. */
    public static List<ReaderFactory> candidates() {
        return CANDIDATES;
    }

    /** Whether {@code reader} is the JDK's reader standing in for candidates that are not on the class path yet. */
    public static boolean isStandIn(ReaderFactory reader) {
        return reader.name().startsWith(STAND_IN);
    }

    /** A candidate by a part of its name (e.g. "threshold 0"), for tests of one reader. */
    public static ReaderFactory candidate(String namePart) {
        return CANDIDATES.stream().filter(reader -> reader.name().contains(namePart)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no candidate reader named like " + namePart + " in " + CANDIDATES));
    }

    private static List<ReaderFactory> findCandidates() {
        List<ReaderFactory> found = new ArrayList<>();
        Class<? extends ObjectInputStream> reflective = readerClass(REFLECTIVE);
        if (reflective != null) {
            found.add(new ClassReaders("ReflectiveObjectInputStream", reflective));
        }
        Class<? extends ObjectInputStream> jumbo = readerClass(JUMBO);
        if (jumbo != null) {
            for (Options options : JUMBO_TIERS) {
                found.add(new ClassReaders("JumboObjectInputStream, threshold " + options.threshold() + ", "
                        + JumboStreams.describe(options.generation()) + " generation", jumbo, options));
            }
        }
        if (found.isEmpty()) {
            found.add(new ClassReaders(STAND_IN + " (as candidate: no reader of ours on the class path)", ObjectInputStream.class));
        }
        return List.copyOf(found);
    }

    private static Class<? extends ObjectInputStream> readerClass(String name) {
        try {
            return Class.forName(name).asSubclass(ObjectInputStream.class);
        } catch (ClassNotFoundException absent) {
            return null;
        }
    }
}
