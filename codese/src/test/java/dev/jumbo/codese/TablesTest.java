package dev.jumbo.codese;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** The table encoding of bulk restores: what is written is read back, in literals a class file can hold. */
class TablesTest {
    @Property(tries = 200)
    void numbersReadBackAsWritten(@ForAll @Size(max = 3_000) List<Long> values) throws InvalidObjectException {
        Tables.Builder builder = new Tables.Builder(2);
        for (int i = 0; i + 1 < values.size(); i += 2) {
            builder.record().add(Tables.zigzag(values.get(i))).add(Tables.zigzag(values.get(i + 1)));
        }

        List<Long> read = new ArrayList<>();
        for (String literal : builder.literals()) {
            Tables.Reader reader = new Tables.Reader(literal);
            while (reader.hasNext()) {
                read.add(Tables.unzigzag(reader.next()));
            }
        }

        assertEquals(values.subList(0, values.size() / 2 * 2), read);
    }

    @Test
    void everyLiteralFitsAClassFileConstant() throws IOException {
        Tables.Builder builder = new Tables.Builder(3);
        for (int i = 0; i < 100_000; i++) {
            builder.record().add(Long.MAX_VALUE).add(-1L >>> 1).add(Long.MAX_VALUE - i);
        }

        List<String> literals = builder.literals();

        assertTrue(literals.size() > 1, "a long table is split");
        for (String literal : literals) {
            assertTrue(literal.length() <= Tables.MAX_CHARS);
            assertEquals(0, literal.length() % 15, "no record spans two literals");
            new DataOutputStream(OutputStream.nullOutputStream()).writeUTF(literal);
        }
    }

    @Test
    void aNumberCutShortIsAnInvalidObjectException() {
        Tables.Reader reader = new Tables.Reader(String.valueOf((char) 0x8001));

        assertTrue(reader.hasNext());
        assertThrows(InvalidObjectException.class, reader::next);
    }

    @Test
    void aNumberPastSixtyFourBitsIsAnInvalidObjectException() {
        Tables.Reader reader = new Tables.Reader(String.valueOf((char) 0xFFFF).repeat(6) + "\u0001");

        assertThrows(InvalidObjectException.class, reader::next);
    }

    @Test
    void anIndexOutOfRangeIsAnInvalidObjectException() throws InvalidObjectException {
        Tables.Reader reader = new Tables.Reader(new Tables.Builder(1).record().add(7).literals().get(0));

        assertThrows(InvalidObjectException.class, () -> reader.below(7));
        assertFalse(reader.hasNext());
    }
}
