package dev.jumbo.bench.marshal.peer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.io.ByteArrayInput;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/** The reading side's bindings by name and its input source. */
class ReadingBindingsTest {
    @Test
    void aMissingStreamClassIsNamedInTheFailure() {
        UnavailablePeerException failure = assertThrows(UnavailablePeerException.class,
                () -> NamedBinding.type("dev.jumbo.marshal.NoSuchObjectInputStream"));

        assertTrue(failure.getMessage().startsWith("dev.jumbo.marshal.NoSuchObjectInputStream is not on the class path"),
                failure.getMessage());
    }

    @Test
    void aMissingConstructorIsNamedInTheFailure() {
        UnavailablePeerException failure = assertThrows(UnavailablePeerException.class,
                () -> NamedBinding.optionsConstructor(String.class, InputStream.class));

        assertEquals("java.lang.String has no public constructor (InputStream, options)", failure.getMessage());
    }

    @Test
    void aSyncPeerGetsSynchronousGenerationAndAFreshPeerAPrivateCache() {
        Object paper = NamedBinding.options(TieredOptions.class, 0, true, true);
        Object tiered = NamedBinding.options(TieredOptions.class, -1, false, true);
        Object warm = NamedBinding.options(TieredOptions.class, -1, false, false);

        assertEquals("defaults threshold=0 synchronous private", paper.toString());
        assertEquals("defaults private", tiered.toString());
        assertEquals("defaults", warm.toString());
    }

    @Test
    void optionsWithoutSynchronousGenerationCannotServeASyncPeer() {
        assertThrows(UnavailablePeerException.class, () -> NamedBinding.options(PlainOptions.class, 0, true, true));
    }

    /** Options with the whole contract, synchronous generation included; each call appends its name. */
    public static final class TieredOptions {
        private final String calls;

        private TieredOptions(String calls) {
            this.calls = calls;
        }

        public static TieredOptions defaults() {
            return new TieredOptions("defaults");
        }

        public TieredOptions withThreshold(int threshold) {
            return new TieredOptions(calls + " threshold=" + threshold);
        }

        public TieredOptions withPrivateCache() {
            return new TieredOptions(calls + " private");
        }

        public TieredOptions withSynchronousGeneration() {
            return new TieredOptions(calls + " synchronous");
        }

        @Override
        public String toString() {
            return calls;
        }
    }

    /** Options without synchronous generation (before tiers existed). */
    public static final class PlainOptions {
        private final String calls;

        private PlainOptions(String calls) {
            this.calls = calls;
        }

        public static PlainOptions defaults() {
            return new PlainOptions("defaults");
        }

        public PlainOptions withThreshold(int threshold) {
            return new PlainOptions(calls + " threshold=" + threshold);
        }

        public PlainOptions withPrivateCache() {
            return new PlainOptions(calls + " private");
        }

        @Override
        public String toString() {
            return calls;
        }
    }

    @Test
    void theSourceReadsSkipsAndCountsLikeAByteArrayInputStream() {
        ByteArrayInput source = new ByteArrayInput(new byte[] {1, 2, (byte) 0xff, 4, 5});
        byte[] two = new byte[2];

        int first = source.read();
        int count = source.read(two, 0, 2);
        long skipped = source.skip(10);

        assertEquals(1, first);
        assertEquals(2, count);
        assertArrayEquals(new byte[] {2, (byte) 0xff}, two);
        assertEquals(2, skipped);
        assertEquals(0, source.available());
        assertEquals(-1, source.read());
        assertEquals(-1, source.read(two, 0, 2));
        assertEquals(0, source.read(two, 0, 0));
    }
}
