package dev.jumbo.bench.marshal.firstminute;

import dev.jumbo.bench.marshal.Workload;
import dev.jumbo.bench.marshal.peer.OutputBuffers;
import dev.jumbo.bench.marshal.peer.Peer;
import dev.jumbo.bench.marshal.peer.PeerSpec;
import dev.jumbo.bench.marshal.peer.Reader;
import dev.jumbo.bench.marshal.shortstream.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One fresh JVM's first minute with one serializer, as an application meets it: nothing warmed
 * up, the serializer's classes loaded inside the phases that first need them. Four phases, in
 * order, each timed on its own:
 * <pre>
 * dummies-write    Dummy ×20,000 in one stream
 * dummies-read     that stream read back
 * messages-write   200 media messages, each in a fresh stream
 * messages-read    those 200 streams read back, each with a fresh reader stream
 * </pre>
 * A Java-serialization peer reads the bytes it wrote itself (they are the JDK's: the conformance
 * suites hold every writer to that), so no other serializer's classes are loaded.
 *
 * <p>Run by {@link FirstMinuteRun}, one JVM per measurement: {@code FirstMinute peer}; it prints
 * one line per phase, {@code phase milliseconds}.
 */
public final class FirstMinute {
    static final List<String> PHASES = List.of("dummies-write", "dummies-read", "messages-write", "messages-read");
    static final int MESSAGES = 200;
    private static final String DUMMIES = "20000";

    private FirstMinute() {
    }

    public static void main(String[] arguments) throws Exception {
        PeerSpec spec = PeerSpec.parse(arguments[0]);
        Object[] dummies = Workload.DUMMY.roots(DUMMIES);
        Object[] message = {Shape.MEDIA.message()};
        List<Class<?>> classes = classes();
        Object[] read = new Object[dummies.length];
        Object[] readMessage = new Object[1];

        long start = System.nanoTime();
        Peer writer = spec.create(new OutputBuffers(), classes);
        writer.write(dummies);
        long dummiesWritten = System.nanoTime();
        byte[] dummyBytes = writer.lastBytes();
        Reader reader = spec.reader(classes);
        long readStart = System.nanoTime();
        reader.read(dummyBytes, read);
        long dummiesRead = System.nanoTime();

        byte[][] messages = new byte[MESSAGES][];
        long messagesStart = System.nanoTime();
        for (int i = 0; i < MESSAGES; i++) {
            writer.write(message);
            messages[i] = writer.lastBytes();
        }
        long messagesWritten = System.nanoTime();
        long messagesReadStart = System.nanoTime();
        for (byte[] bytes : messages) {
            reader.read(bytes, readMessage);
        }
        long messagesRead = System.nanoTime();

        check(read[read.length - 1] != null && readMessage[0] != null, "nothing was read");
        print("dummies-write", dummiesWritten - start);
        print("dummies-read", dummiesRead - readStart);
        print("messages-write", messagesWritten - messagesStart);
        print("messages-read", messagesRead - messagesReadStart);
    }

    /** The application classes of the phases: {@code Dummy}'s and the media message's. */
    static List<Class<?>> classes() {
        List<Class<?>> classes = new ArrayList<>(Workload.DUMMY.classes());
        classes.addAll(Shape.MEDIA.classes());
        return classes;
    }

    private static void check(boolean condition, String problem) {
        if (!condition) {
            throw new IllegalStateException(problem);
        }
    }

    private static void print(String phase, long nanoseconds) {
        System.out.printf(Locale.ROOT, "%s %.3f%n", phase, nanoseconds / 1e6);
    }
}
