package dev.jumbo.marshal.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.jumbo.marshal.ReflectiveObjectOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.StringLength;

/**
 * {@link BlockDataOutput#writeShortString} (a string as an object, {@code TC_STRING}) against
 * {@code ObjectOutputStream}'s bytes: the leading ASCII characters are copied in bulk and the
 * rest encoded one by one, so each string is an ASCII prefix and any characters after it.
 */
class ShortStringProperties {
    @Property
    void writesTheJdksBytes(@ForAll @StringLength(max = 40) @CharRange(from = ' ', to = '~') String asciiPrefix,
            @ForAll @StringLength(max = 20) String rest) throws IOException {
        String text = asciiPrefix + rest;

        byte[] written = ourBytes(text);

        assertArrayEquals(jdkBytes(text), written, text);
    }

    /** The prefix's scan tests characters, not their low bytes: U+0141's low byte is 'A'. */
    @Example
    void charactersWhoseLowBytesAreAsciiEndThePrefix() throws IOException {
        String text = "plain \u0141\u0162\u4e41 and plain";

        byte[] written = ourBytes(text);

        assertArrayEquals(jdkBytes(text), written);
    }

    private static byte[] jdkBytes(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(text);
        }
        return bytes.toByteArray();
    }

    private static byte[] ourBytes(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ReflectiveObjectOutputStream out = new ReflectiveObjectOutputStream(bytes)) {
            out.writeObject(text);
        }
        return bytes.toByteArray();
    }
}
