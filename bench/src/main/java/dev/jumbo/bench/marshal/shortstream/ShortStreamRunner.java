package dev.jumbo.bench.marshal.shortstream;

import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.Peer;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import dev.jumbo.bench.marshal.peer.Reader;
import dev.jumbo.bench.marshal.peer.UnavailablePeerException;

/**
 * One peer on one shape, one message per fresh stream, timed with {@code System.nanoTime}: its
 * writer, its reader, and the bytes it reads. What the interleaved harnesses
 * ({@link ShortStreamCrossCheck}, {@code JarComparison}) time. A peer without a reader of the
 * shape (the hand-specialized map writer) only writes.
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
        reader = readerOrNull(spec, shape);
        message = shape.roots();
        read = new Object[message.length];
        bytes = spec.bytesToRead(message, shape.classes());
    }

    private static Reader readerOrNull(PeerSpec spec, Shape shape) {
        try {
            return spec.reader(shape.classes());
        } catch (UnavailablePeerException e) {
            return null;
        }
    }

    /** Whether this peer reads the shape too, so that {@link #READ} and {@link #ROUND_TRIP} can be timed. */
    public boolean reads() {
        return reader != null;
    }

    /**
     * {@link #nanosPerMessage}, called {@code frames} stack frames deeper than this call: as a
     * server's or a task's thread calls a serializer, with dozens of frames below it. (A reader
     * that walks the stack to find the caller's class loader pays for each frame it walks.)
     */
    public double nanosPerMessageAtDepth(int frames, int operation, int messages) throws Exception {
        return frames <= 0 ? nanosPerMessage(operation, messages) : nanosPerMessageAtDepth(frames - 1, operation, messages);
    }

    /** Nanoseconds per message of {@code messages} messages of one operation ({@link #WRITE}, {@link #READ}, {@link #ROUND_TRIP}). */
    public double nanosPerMessage(int operation, int messages) throws Exception {
        if (operation != WRITE && reader == null) {
            throw new UnavailablePeerException("this peer writes the shape only");
        }
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
