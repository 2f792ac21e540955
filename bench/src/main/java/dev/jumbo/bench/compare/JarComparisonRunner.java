package dev.jumbo.bench.compare;

import dev.jumbo.bench.marshal.Workload;
import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.Peer;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import dev.jumbo.bench.marshal.peer.Reader;
import dev.jumbo.bench.marshal.shortstream.Shape;
import dev.jumbo.bench.marshal.shortstream.ShortStreamRunner;
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
    private static final List<String> OPERATIONS = List.of("write", "read", "roundTrip");

    /** A short stream's runner and operation ({@link ShortStreamRunner#WRITE}…), or null for a polluted cell. */
    private final ShortStreamRunner shortStreams;
    private final int operation;
    /** In the mixed JVM: the large graph written and read before each round; else null. */
    private final Peer largeWriter;
    private final Reader largeReader;
    private final Object[] large;
    private final byte[] largeBytes;
    /** A polluted cell's reader and cell, or null for a short stream. */
    private final PollutedReading polluted;
    private final String cell;
    private Object sink;

    public JarComparisonRunner(String workload) throws Exception {
        String[] parts = workload.split(":");
        boolean pollutedCell = parts[0].equals("polluted") && parts.length == 2;
        if (pollutedCell && PollutedReading.CELLS.stream().noneMatch(known -> known.name().equals(parts[1]))) {
            throw new IllegalArgumentException("not a cell of the polluted reading benchmark: " + parts[1]);
        }
        if (!pollutedCell && (parts.length < 2 || !OPERATIONS.contains(parts[0])
                || parts.length == 3 && !parts[2].equals("mixed") || parts.length > 3)) {
            throw new IllegalArgumentException("not a workload: " + workload
                    + " (write|read|roundTrip):(media|record|map|empty)[:mixed], or polluted:CELL");
        }
        polluted = pollutedCell ? PollutedReading.start(PEER) : null;
        cell = pollutedCell ? parts[1] : null;
        shortStreams = pollutedCell ? null : new ShortStreamRunner(PEER, Shape.valueOf(parts[1].toUpperCase(Locale.ROOT)));
        operation = pollutedCell ? -1 : OPERATIONS.indexOf(parts[0]);
        boolean mixed = parts.length == 3;
        PeerSpec spec = PeerSpec.parse(PEER);
        large = mixed ? new Object[] {Shape.largeGraph()} : null;
        largeWriter = mixed ? spec.create(new OutputBuffers(), List.of()) : null;
        largeReader = mixed ? spec.reader(List.of()) : null;
        largeBytes = mixed ? spec.bytesToRead(large, List.of()) : null;
        if (mixed) {
            Object[] pollution = Workload.pollution();
            Peer polluter = spec.create(new OutputBuffers(), List.of());
            for (int time = 0; time < Workload.POLLUTION_STREAMS; time++) {
                polluter.write(pollution);
                largeReader.read(polluter.lastBytes(), new Object[pollution.length]);
            }
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
        return shortStreams.nanosPerMessage(operation, SHORT_STREAMS_PER_ROUND);
    }

    @Override
    public String toString() {
        return "JarComparisonRunner[" + (cell != null ? cell : OPERATIONS.get(operation)) + ", sink " + (sink != null) + "]";
    }
}
