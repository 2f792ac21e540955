package dev.jumbo.bench.marshal.shortstream;

import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.Peer;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import dev.jumbo.bench.marshal.peer.Reader;

/**
 * One peer on one shape, one message per fresh stream, timed with {@code System.nanoTime}: its
 * writer, its reader, and the bytes it reads. What the interleaved harnesses
 * ({@link ShortStreamCrossCheck}, {@code JarComparison}) time.
 */
public final class ShortStreamRunner {
    public static final int WRITE = 0;
    public static final int READ = 1;
    public static final int ROUND_TRIP = 2;

    private final Peer writer;
    private final Reader reader;
    private final Object[] message;
    private final byte[] bytes;
    private final Object[] read;
    private Object sink;

    public ShortStreamRunner(String peer, Shape shape) throws Exception {
        PeerSpec spec = PeerSpec.parse(peer);
        writer = spec.create(new OutputBuffers(), shape.classes());
        reader = spec.reader(shape.classes());
        message = shape.roots();
        read = new Object[message.length];
        bytes = spec.bytesToRead(message, shape.classes());
    }

    /** Nanoseconds per message of {@code messages} messages of one operation ({@link #WRITE}, {@link #READ}, {@link #ROUND_TRIP}). */
    public double nanosPerMessage(int operation, int messages) throws Exception {
        long start = System.nanoTime();
        for (int i = 0; i < messages; i++) {
            switch (operation) {
                case WRITE -> writer.write(message);
                case READ -> reader.read(bytes, read);
                default -> {
                    writer.write(message);
                    reader.read(writer.lastBytes(), read);
                }
            }
            sink = read.length == 0 ? read : read[0];
        }
        double perMessage = (System.nanoTime() - start) / (double) messages;
        if (sink == null && operation != WRITE) {
            throw new IllegalStateException("nothing read");
        }
        return perMessage;
    }
}
