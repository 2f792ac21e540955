package dev.jumbo.bench.compare;

import dev.jumbo.bench.marshal.Workload;
import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.Peer;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import dev.jumbo.bench.marshal.peer.Reader;
import dev.jumbo.bench.marshal.shortstream.Shape;
import dev.jumbo.bench.unmarshal.PollutedReading;
import java.util.List;
import java.util.Locale;

/**
 * One workload of {@link JarComparison}, loaded once per jar: a short stream as
 * {@code ShortStreamBenchmark} runs it (alone, or mixed: 200 other classes past the threshold at
 * set-up and a large graph before each round), or a cell of {@link PollutedReading}. Public, with
 * a constructor and a method that take and give only JDK types, so that the comparison can call
 * the copy each class loader defines.
 */
public final class JarComparisonRunner {
    private static final int SHORT_STREAMS_PER_ROUND = 20_000;
    /** A polluted cell is read for this long per round: its reads take from 20 µs to 4 ms. */
    private static final long POLLUTED_ROUND_NANOS = 50_000_000L;
    private static final String PEER = "jumbo";

    private final String operation;
    private final Peer writer;
    private final Reader reader;
    private final Object[] message;
    private final byte[] bytes;
    private final Object[] read;
    private final Peer largeWriter;
    private final Reader largeReader;
    private final Object[] large;
    private final byte[] largeBytes;
    private final PollutedReading polluted;
    private final String cell;
    private Object sink;

    public JarComparisonRunner(String workload) throws Exception {
        String[] parts = workload.split(":");
        if (parts[0].equals("polluted") && parts.length == 2) {
            if (PollutedReading.CELLS.stream().noneMatch(known -> known.name().equals(parts[1]))) {
                throw new IllegalArgumentException("not a cell of the polluted reading benchmark: " + parts[1]);
            }
            operation = "read";
            polluted = PollutedReading.start(PEER);
            cell = parts[1];
            writer = null;
            reader = null;
            message = null;
            bytes = null;
            read = null;
            largeWriter = null;
            largeReader = null;
            large = null;
            largeBytes = null;
            return;
        }
        if (parts.length < 2 || !List.of("write", "read", "roundTrip").contains(parts[0])
                || parts.length == 3 && !parts[2].equals("mixed") || parts.length > 3) {
            throw new IllegalArgumentException("not a workload: " + workload
                    + " (write|read|roundTrip):(media|record|map|empty)[:mixed], or polluted:CELL");
        }
        operation = parts[0];
        polluted = null;
        cell = null;
        Shape shape = Shape.valueOf(parts[1].toUpperCase(Locale.ROOT));
        PeerSpec spec = PeerSpec.parse(PEER);
        writer = spec.create(new OutputBuffers(), shape.classes());
        reader = spec.reader(shape.classes());
        message = shape.roots();
        read = new Object[message.length];
        bytes = spec.bytesToRead(message, shape.classes());
        if (parts.length == 3) {
            large = new Object[] {Shape.largeGraph()};
            largeWriter = spec.create(new OutputBuffers(), List.of());
            largeReader = spec.reader(List.of());
            largeBytes = spec.bytesToRead(large, List.of());
            Object[] pollution = Workload.pollution();
            Peer polluter = spec.create(new OutputBuffers(), List.of());
            for (int time = 0; time < Workload.POLLUTION_STREAMS; time++) {
                polluter.write(pollution);
                reader.read(polluter.lastBytes(), new Object[pollution.length]);
            }
        } else {
            large = null;
            largeWriter = null;
            largeReader = null;
            largeBytes = null;
        }
    }

    /** One round: nanoseconds per message (a short stream) or per read of the cell. */
    public double nanosPerOperation() throws Exception {
        if (polluted != null) {
            long start = System.nanoTime();
            long elapsed;
            int reads = 0;
            do {
                sink = polluted.read(cell);
                reads++;
                elapsed = System.nanoTime() - start;
            } while (elapsed < POLLUTED_ROUND_NANOS);
            return elapsed / (double) reads;
        }
        if (large != null) {
            largeWriter.write(large);
            largeReader.read(largeBytes, new Object[1]);
        }
        long start = System.nanoTime();
        for (int i = 0; i < SHORT_STREAMS_PER_ROUND; i++) {
            switch (operation) {
                case "write" -> writer.write(message);
                case "read" -> reader.read(bytes, read);
                default -> {
                    writer.write(message);
                    reader.read(writer.lastBytes(), read);
                }
            }
        }
        double nanos = (System.nanoTime() - start) / (double) SHORT_STREAMS_PER_ROUND;
        sink = read.length == 0 ? read : read[0];
        return nanos;
    }

    @Override
    public String toString() {
        return "JarComparisonRunner[" + operation + ", sink " + (sink != null) + "]";
    }
}
