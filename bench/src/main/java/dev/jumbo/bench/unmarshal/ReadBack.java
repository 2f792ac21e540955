package dev.jumbo.bench.unmarshal;

import dev.jumbo.bench.marshal.Workload;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.util.Arrays;

/**
 * Checks that a reading peer returns the graph that was written, so that no benchmark times a
 * reader that returns something else: the roots it reads back, written by
 * {@code ObjectOutputStream}, must give the bytes that the original roots give (the reading
 * suites' oracle).
 *
 * <p>Allowances for Fory, configured as the write side configures it: it does not keep the
 * identity of strings and of {@code java.time} values (its defaults, {@code ignoreStringRef} and
 * {@code ignoreTimeRef}), so one shared in the graph comes back as equal copies; and it rebuilds
 * a {@code HashMap} with another table size, which {@code HashMap} writes into the stream. For
 * Fory both graphs are written with equal strings (and equal {@code java.time} values) made one
 * object and every {@code HashMap} made a {@code TreeMap} of the same entries, so that only these
 * are ignored, and everything else (classes, values, shared objects, cycles) must still agree.
 */
public final class ReadBack {
    private ReadBack() {
    }

    /** Reads one workload size back with a new run of the peer; throws if the graph differs. */
    public static void check(String peer, Workload workload, String size) throws IOException, ClassNotFoundException {
        Object[] written = workload.roots(size);
        Object[] read = ReadRun.start(peer, workload, size).read();
        boolean exact = PeerSpec.parse(peer).kind() != PeerSpec.Kind.FORY;
        if (!Arrays.equals(javaSerialization(written, exact), javaSerialization(read, exact))) {
            throw new IllegalStateException("peer " + PeerSpec.parse(peer).name() + " reads back a different graph of "
                    + workload + " " + size + " (written again by ObjectOutputStream, its bytes differ)");
        }
    }

    /** The sizes of a workload worth checking: the smallest, or all where each is a different kind of graph (collections). */
    public static java.util.List<String> checkedSizes(Workload workload) {
        return workload == Workload.COLLECTIONS ? workload.sizes() : workload.sizes().subList(0, 1);
    }

    static byte[] javaSerialization(Object[] roots, boolean exact) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = exact ? new ObjectOutputStream(bytes) : new CanonicalStream(bytes)) {
            for (Object root : roots) {
                out.writeObject(root);
            }
        }
        return bytes.toByteArray();
    }

    /**
     * Writes equal strings (and equal {@code java.time} values) as one object, and a
     * {@code HashMap} as a {@code TreeMap} of its entries. Each such value is replaced by the first
     * equal one written, and the stream looks a replacement up in its handle table, so every later
     * equal value is a back reference, whatever the identities in the graph; the stream maps a
     * replaced map to its replacement, so a shared map stays shared. A {@code java.time} value
     * reaches {@code replaceObject} as its serial proxy ({@code writeReplace} comes first), a new
     * one each time: proxies are equal when they serialize alone to the same bytes.
     */
    private static final class CanonicalStream extends ObjectOutputStream {
        private final java.util.Map<Object, Object> firstByValue = new java.util.HashMap<>();
        private final java.util.Map<java.nio.ByteBuffer, Object> firstTimeProxyByBytes = new java.util.HashMap<>();

        CanonicalStream(java.io.OutputStream sink) throws IOException {
            super(sink);
            enableReplaceObject(true);
        }

        @Override
        protected Object replaceObject(Object object) {
            if (object instanceof String) {
                return firstByValue.computeIfAbsent(object, first -> first);
            }
            if (object != null && object.getClass().getName().equals("java.time.Ser")) {
                return firstTimeProxyByBytes.computeIfAbsent(java.nio.ByteBuffer.wrap(alone(object)), first -> object);
            }
            if (object != null && object.getClass() == java.util.HashMap.class) {
                return new java.util.TreeMap<>((java.util.Map<?, ?>) object);
            }
            return object;
        }

        private static byte[] alone(Object object) {
            try {
                return javaSerialization(new Object[] {object}, true);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }
}
