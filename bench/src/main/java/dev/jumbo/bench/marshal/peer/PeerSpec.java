package dev.jumbo.bench.marshal.peer;

import java.io.ObjectOutputStream;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A peer as named in the benchmarks' {@code peer} parameter, for writing and for reading:
 * {@code (jdk | reflective | hand | jumbo[-tTHRESHOLD][-sync][-loader] | kryo | fory)[-fresh]}.
 * <ul>
 *   <li>{@code jdk}: {@code java.io.ObjectOutputStream}; {@code reflective}: marshal-gen's reflective writer.</li>
 *   <li>{@code hand}: the hand-specialized writer of {@code Dummy} streams, the format's limit on
 *       that workload ({@code Dummy} only); for reading, the hand-specialized reader of the
 *       {@code Dummy} streams and of the {@code DummyNode} lists, the format's limit for reading.</li>
 *   <li>{@code jumbo}: {@code JumboObjectOutputStream} at its default threshold; {@code jumbo-t0}: threshold 0;
 *       {@code -sync}: synchronous generation (the stream that reaches the threshold generates the
 *       class and uses it at once: the paper's "+ compilation"), where the default generates in the
 *       background while the stream goes on by the reflective path; {@code -loader}: for reading,
 *       classes resolved in the loader of the benchmark's classes ({@code Options.withClassLoader}),
 *       not in the caller's, found by a stack walk (writing is unchanged).</li>
 *   <li>{@code kryo}, {@code fory}: the peers, configured as their classes say.</li>
 *   <li>{@code -fresh}: a new peer for every invocation (a new private marshaller cache for Jumbo, a
 *       new instance for Kryo and Fory), so the time includes generating or setting up per-class
 *       serializers; without it, one peer is set up per trial and stays warm.</li>
 * </ul>
 * A reading peer reads the bytes of its format: {@code ObjectOutputStream}'s for the
 * Java-serialization readers ({@code jdk}: {@code java.io.ObjectInputStream}; {@code reflective}:
 * {@code ReflectiveObjectInputStream}; {@code hand}: {@code DummyHandReader}; {@code jumbo}:
 * {@code JumboObjectInputStream}), and their
 * own for Kryo and Fory, written by an instance configured as the reader is.
 */
public record PeerSpec(String name, Kind kind, int threshold, boolean synchronous, boolean namedLoader, boolean fresh) {
    /** The serializer family. */
    public enum Kind { JDK, REFLECTIVE, HAND, JUMBO, KRYO, FORY }

    /** No explicit threshold: the stream's default. */
    public static final int DEFAULT_THRESHOLD = -1;

    private static final Pattern SYNTAX = Pattern.compile("(jdk|reflective|hand|jumbo|kryo|fory)(?:-t(\\d+))?(-sync)?(-loader)?(-fresh)?");

    public static PeerSpec parse(String name) {
        Matcher matcher = SYNTAX.matcher(name);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("unknown peer '" + name
                    + "': expected (jdk|reflective|hand|jumbo[-tN][-sync][-loader]|kryo|fory)[-fresh]");
        }
        Kind kind = Kind.valueOf(matcher.group(1).toUpperCase(java.util.Locale.ROOT));
        int threshold = matcher.group(2) == null ? DEFAULT_THRESHOLD : Integer.parseInt(matcher.group(2));
        boolean synchronous = matcher.group(3) != null;
        boolean namedLoader = matcher.group(4) != null;
        boolean fresh = matcher.group(5) != null;
        if ((threshold != DEFAULT_THRESHOLD || synchronous || namedLoader) && kind != Kind.JUMBO) {
            throw new IllegalArgumentException("peer '" + name + "': only jumbo takes a threshold, -sync or -loader");
        }
        if (namedLoader && (threshold != DEFAULT_THRESHOLD || synchronous || fresh)) {
            throw new IllegalArgumentException("peer '" + name + "': -loader goes with the default options only");
        }
        if (fresh && (kind == Kind.JDK || kind == Kind.REFLECTIVE || kind == Kind.HAND)) {
            throw new IllegalArgumentException("peer '" + name + "': " + kind + " keeps no per-instance caches to make fresh");
        }
        return new PeerSpec(name, kind, threshold, synchronous, namedLoader, fresh);
    }

    /**
     * A new peer writing into the given buffers; Kryo and Fory register the given application
     * classes, in order.
     */
    public Peer create(OutputBuffers buffers, List<Class<?>> applicationClasses) {
        return switch (kind) {
            case JDK -> new ObjectStreamPeer(ObjectOutputStream::new, buffers.stream());
            case REFLECTIVE -> new ObjectStreamPeer(JumboStreams.reflective(), buffers.stream());
            case HAND -> new HandPeer(applicationClasses, buffers.stream());
            case JUMBO -> new ObjectStreamPeer(threshold == DEFAULT_THRESHOLD && !fresh && !synchronous
                    ? JumboStreams.jumboDefaults() : JumboStreams.jumbo(threshold, synchronous, fresh), buffers.stream());
            case KRYO -> new KryoPeer(applicationClasses, buffers.kryoOutput());
            case FORY -> new ForyPeer(applicationClasses, buffers.foryBuffer());
        };
    }

    /**
     * The bytes this peer reads back the roots from: {@code ObjectOutputStream}'s for a
     * Java-serialization reader, else those of a writer of the peer's own format.
     */
    public byte[] bytesToRead(Object[] roots, List<Class<?>> applicationClasses) throws java.io.IOException {
        PeerSpec writer = writesJavaSerialization() ? parse("jdk") : parse(kind.name().toLowerCase(java.util.Locale.ROOT));
        Peer peer = writer.create(new OutputBuffers(), applicationClasses);
        peer.write(roots);
        return peer.lastBytes();
    }

    /**
     * A new reader of the bytes {@link #bytesToRead} gives; Kryo and Fory register the given
     * application classes, in the writer's order. A Jumbo reader with {@code -fresh} gets a new
     * private unmarshaller cache, which its streams share.
     */
    public Reader reader(List<Class<?>> applicationClasses) {
        return switch (kind) {
            case JDK -> new ObjectStreamReader(java.io.ObjectInputStream::new);
            case REFLECTIVE -> new ObjectStreamReader(JumboInputStreams.reflective());
            case HAND -> new HandReader(applicationClasses);
            case JUMBO -> new ObjectStreamReader(namedLoader
                    ? JumboInputStreams.jumboWithLoader(PeerSpec.class.getClassLoader())
                    : threshold == DEFAULT_THRESHOLD && !fresh && !synchronous
                    ? JumboInputStreams.jumboDefaults() : JumboInputStreams.jumbo(threshold, synchronous, fresh));
            case KRYO -> new KryoReader(KryoPeer.configured(applicationClasses));
            case FORY -> new ForyReader(ForyPeer.configured(applicationClasses));
        };
    }

    /** Whether this peer writes the Java serialization stream, and so must equal the JDK's bytes. */
    public boolean writesJavaSerialization() {
        return kind == Kind.JDK || kind == Kind.REFLECTIVE || kind == Kind.HAND || kind == Kind.JUMBO;
    }
}
