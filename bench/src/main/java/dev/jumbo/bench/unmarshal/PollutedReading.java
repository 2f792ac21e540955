package dev.jumbo.bench.unmarshal;

import dev.jumbo.bench.marshal.Workload;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import dev.jumbo.bench.marshal.peer.Reader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A reader as an application's JVM has made it: before anything is measured, it has read many
 * instances of 200 other classes (until each
 * passed Jumbo's default threshold), then every workload of the reading tables in turn, several
 * times, so that every call site that dispatches on a class or a reader has seen them all. The
 * cells it then reads are the reading tables' workloads at one size each.
 *
 * <p>Kryo and Fory register the classes of every workload and of the polluting classes, in one
 * order, for their writer and their reader alike. The hand-specialized reader reads the
 * {@code Dummy} streams and the lists only: it reads nothing before, since it dispatches on
 * nothing.
 */
public final class PollutedReading {
    /** A measured cell: a workload at one size. */
    public record Cell(String name, Workload workload, String size) {
        Object[] roots() {
            return workload.roots(size);
        }
    }

    /** The cells, in the order of the report's rows. */
    public static final List<Cell> CELLS = List.of(
            new Cell("dummy", Workload.DUMMY, "20000"),
            new Cell("lists", Workload.DUMMY_LISTS, "200"),
            new Cell("media", Workload.MEDIA_CONTENT, "standard"),
            new Cell("integerList", Workload.COLLECTIONS, "integerList"),
            new Cell("stringList", Workload.COLLECTIONS, "stringList"),
            new Cell("textList", Workload.COLLECTIONS, "textList"),
            new Cell("stringToLongMap", Workload.COLLECTIONS, "stringToLongMap"),
            new Cell("business", Workload.BUSINESS_OBJECTS, "100"));

    /** How many times the reader reads every cell, in turn, before measuring. */
    static final int ROUNDS_BEFORE = 20;

    private final Reader reader;
    private final Map<String, byte[]> bytes = new LinkedHashMap<>();
    private final Object[][] roots;

    private PollutedReading(String peerName) throws IOException, ClassNotFoundException {
        PeerSpec spec = PeerSpec.parse(peerName);
        boolean hand = spec.kind() == PeerSpec.Kind.HAND;
        List<Class<?>> classes = hand ? Workload.DUMMY_LISTS.classes() : everyClass();
        reader = spec.reader(classes);
        roots = new Object[CELLS.size()][];
        for (int index = 0; index < CELLS.size(); index++) {
            Cell cell = CELLS.get(index);
            if (!hand || cell.workload() == Workload.DUMMY || cell.workload() == Workload.DUMMY_LISTS) {
                Object[] written = cell.roots();
                bytes.put(cell.name(), spec.bytesToRead(written, classes));
                roots[index] = new Object[written.length];
            }
        }
        if (!hand) {
            byte[] pollution = spec.bytesToRead(Workload.pollution(), classes);
            Object[] read = new Object[Workload.pollution().length];
            for (int time = 0; time < Workload.POLLUTION_STREAMS; time++) {
                reader.read(pollution, read);
            }
            for (int round = 0; round < ROUNDS_BEFORE; round++) {
                for (String cell : bytes.keySet()) {
                    read(cell);
                }
            }
        }
    }

    /** A reader of {@code peerName}, polluted; the hand-specialized reader as it is. */
    public static PollutedReading start(String peerName) throws IOException, ClassNotFoundException {
        return new PollutedReading(peerName);
    }

    /** Whether this reader reads {@code cell} (the hand-specialized one reads two cells only). */
    public boolean reads(String cell) {
        return bytes.containsKey(cell);
    }

    /** Reads one cell's stream; returns its roots (one array per cell, reused). */
    public Object[] read(String cell) throws IOException, ClassNotFoundException {
        byte[] stream = bytes.get(cell);
        if (stream == null) {
            throw new IllegalArgumentException("this reader does not read " + cell);
        }
        Object[] read = roots[indexOf(cell)];
        reader.read(stream, read);
        return read;
    }

    private static int indexOf(String cell) {
        for (int index = 0; index < CELLS.size(); index++) {
            if (CELLS.get(index).name().equals(cell)) {
                return index;
            }
        }
        throw new IllegalArgumentException("no cell " + cell);
    }

    /** The polluting classes, then every cell's workload's classes, each once. */
    private static List<Class<?>> everyClass() {
        LinkedHashSet<Class<?>> classes = new LinkedHashSet<>(Workload.POLLUTED.classes());
        for (Cell cell : CELLS) {
            classes.addAll(cell.workload().classes());
        }
        return new ArrayList<>(classes);
    }
}
