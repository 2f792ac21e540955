package dev.jumbo.bench.marshal.peer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void theSourceReadsSkipsAndCountsLikeAByteArrayInputStream() {
        ByteArraySource source = new ByteArraySource(new byte[] {1, 2, (byte) 0xff, 4, 5});
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
