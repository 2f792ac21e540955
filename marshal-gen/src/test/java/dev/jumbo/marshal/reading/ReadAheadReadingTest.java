package dev.jumbo.marshal.reading;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.conformance.NamedGraph;
import dev.jumbo.marshal.conformance.GraphRegistry;
import dev.jumbo.marshal.conformance.Tier;
import dev.jumbo.marshal.io.ReadAheadInput;
import dev.jumbo.marshal.reading.ReadingOracle.Strictness;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A stream the reader owns, read ahead ({@link ReadAheadInput}, as the Spark streams read): every
 * named graph reads as the JDK reads it from the plain bytes, with the same callbacks and the
 * same filter calls, byte counts included (the bytes taken, not the bytes read ahead). The
 * source gives at most three bytes a call into a buffer of five, so that every construct meets a
 * buffer boundary somewhere.
 */
class ReadAheadReadingTest {
    private static final int BUFFER = 5;

    /** A source that gives at most three bytes per read. */
    private static final class Trickle extends FilterInputStream {
        Trickle(InputStream in) {
            super(in);
        }

        @Override
        public int read(byte[] bytes, int offset, int length) throws IOException {
            return super.read(bytes, offset, Math.min(length, 3));
        }
    }

    /** {@code reader} over a read-ahead buffer of the trickling source; its name stays the reader's, for its known failures. */
    private record ReadAhead(ReaderFactory reader) implements ReaderFactory {
        @Override
        public String name() {
            return reader.name();
        }

        @Override
        public ObjectInputStream open(InputStream in, ReaderHooks hooks) throws IOException {
            return reader.open(new ReadAheadInput(new Trickle(in), BUFFER), hooks);
        }
    }

    @TestFactory
    Stream<DynamicTest> namedGraphsReadAheadReadAsTheJdkReadsThem() {
        List<NamedGraph> graphs = GraphRegistry.all();
        return Stream.of(Tier.ALWAYS, Tier.DEFAULTS).map(tier -> Readers.candidate(tier.describe()))
                .flatMap(reader -> Stream.of("plain", "hooked").flatMap(mode -> graphs.stream().map(graph ->
                        DynamicTest.dynamicTest(graph.id() + " [" + reader.name() + ", read ahead, " + mode + "]", () -> {
                            ReadingCase readingCase = WrittenStreams.of(graph, mode.equals("plain") ? ReadingCase.PLAIN : ReadingCase.LOGGING);
                            ReadingOracle.assertSameOutcome(readingCase, new ReadAhead(reader), Strictness.FULL, true);
                        }))));
    }

    @Test
    void readsTheSourceABufferAtATimeAndClosesIt() throws IOException {
        byte[] bytes = new byte[20_000];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) i;
        }
        int[] reads = {0};
        boolean[] closed = {false};
        InputStream source = new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] target, int offset, int length) {
                reads[0]++;
                return super.read(target, offset, length);
            }

            @Override
            public void close() {
                closed[0] = true;
            }
        };
        ReadAheadInput input = new ReadAheadInput(source, 4096);

        byte[] first = new byte[10];
        int count = input.read(first, 0, first.length);
        int single = input.read();
        long skipped = input.skip(5);
        byte[] rest = input.readAllBytes();
        input.close();

        assertEquals(10, count);
        assertEquals(10, single);
        assertEquals(5, skipped);
        assertArrayEquals(java.util.Arrays.copyOfRange(bytes, 16, bytes.length), rest);
        assertTrue(reads[0] <= 8, reads[0] + " reads of the source");
        assertTrue(closed[0], "the source is closed");
    }
}
