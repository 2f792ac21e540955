package dev.jumbo.marshal.reading;

import dev.jumbo.marshal.conformance.Tier;
import java.io.ObjectInputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference reader and the readers under test. The candidates are looked up by name, so
 * that this suite compiles and runs before they exist (it then runs the JDK's reader as its own
 * candidate, which proves the harness, not a reader): {@code ReflectiveObjectInputStream(InputStream)}
 * and {@code JumboObjectInputStream(InputStream, Options)} at every {@link Tier}, each with a private cache its streams share.
 */
public final class Readers {
    /** java.io.ObjectInputStream itself: the oracle. */
    public static final ReaderFactory REFERENCE = new ClassReaders("java.io.ObjectInputStream", ObjectInputStream.class);

    private static final String STAND_IN = "java.io.ObjectInputStream";
    private static final String REFLECTIVE = "dev.jumbo.marshal.ReflectiveObjectInputStream";
    private static final String JUMBO = "dev.jumbo.marshal.JumboObjectInputStream";
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
            for (Tier tier : Tier.values()) {
                found.add(new ClassReaders("JumboObjectInputStream, " + tier.describe(), jumbo, tier.options()));
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
