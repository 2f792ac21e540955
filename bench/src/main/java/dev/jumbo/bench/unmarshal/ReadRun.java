package dev.jumbo.bench.unmarshal;

import dev.jumbo.bench.marshal.Workload;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import dev.jumbo.bench.marshal.peer.Reader;
import java.io.IOException;
import java.util.List;

/**
 * The reader of one benchmark trial and the bytes it reads: the workload written once, at
 * set-up, in the peer's format ({@code ObjectOutputStream}'s for the Java-serialization
 * readers). A warm reader is set up once per trial; a {@code -fresh} one is created inside every
 * measured call, so that its set-up (for Jumbo: generating the unmarshallers into a new private
 * cache) is measured.
 */
public final class ReadRun {
    private final PeerSpec spec;
    private final List<Class<?>> applicationClasses;
    private final byte[] bytes;
    private final Object[] roots;
    private final Reader warm;

    private ReadRun(PeerSpec spec, List<Class<?>> applicationClasses, Object[] written) throws IOException {
        this.spec = spec;
        this.applicationClasses = applicationClasses;
        this.bytes = spec.bytesToRead(written, applicationClasses);
        this.roots = new Object[written.length];
        this.warm = spec.fresh() ? null : spec.reader(applicationClasses);
    }

    /** The run of one peer on one workload size; Kryo and Fory register that workload's classes only. */
    public static ReadRun start(String peerName, Workload workload, String size) throws IOException {
        return new ReadRun(PeerSpec.parse(peerName), workload.classes(), workload.roots(size));
    }

    /** Reads the workload back; returns the roots read (one array, reused by every call). */
    public Object[] read() throws IOException, ClassNotFoundException {
        Reader reader = spec.fresh() ? spec.reader(applicationClasses) : warm;
        reader.read(bytes, roots);
        return roots;
    }

    /**
     * Has this trial's warm reader read other roots, written in its format, {@code times} times:
     * what the reader (and the JIT's profile of it) has seen before the measurement.
     */
    public void readBefore(Object[] others, int times) throws IOException, ClassNotFoundException {
        if (warm == null) {
            throw new IllegalStateException("peer " + spec.name() + " is created afresh for every invocation: nothing to read before");
        }
        byte[] otherBytes = spec.bytesToRead(others, applicationClasses);
        Object[] read = new Object[others.length];
        for (int time = 0; time < times; time++) {
            warm.read(otherBytes, read);
        }
    }

    /** The bytes this run reads. */
    public byte[] bytes() {
        return bytes.clone();
    }
}
