package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.io.ByteArrayInput;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectStreamConstants;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Whether the next object names an application's class, seen without reading it
 * ({@link BlockDataInput#peekNewClassDescriptorOutsideJava}): what a reader on a deep stack asks
 * before it walks for the caller's class loader. Only {@code TC_OBJECT TC_CLASSDESC} with a name
 * outside {@code java.*} and arrays, from an array, with no block data before it; nothing taken.
 */
class FirstClassPeekTest {
    /** A new object of a new class descriptor named {@code name}, the descriptor's body cut short after the name. */
    private static byte[] newObjectOf(String name) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] encoded = name.getBytes(StandardCharsets.UTF_8);
        bytes.write(ObjectStreamConstants.TC_OBJECT);
        bytes.write(ObjectStreamConstants.TC_CLASSDESC);
        bytes.write(encoded.length >> 8);
        bytes.write(encoded.length);
        bytes.write(encoded);
        bytes.write(new byte[] {0, 0, 0, 0, 0, 0, 0, 1});
        return bytes.toByteArray();
    }

    private static BlockDataInput arrayInput(byte[] bytes) {
        return new BlockDataInput(new ByteArrayInput(bytes), () -> { });
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "com.example.Sale, true",
        "Sale, true",
        "jav, true",
        "javax.money.Money, true",
        "java.util.ArrayList, false",
        "java.time.Ser, false",
        "[Lcom.example.Sale;, false",
        "[I, false",
    })
    void seesWhetherTheFirstClassIsAnApplications(String name, boolean application) throws IOException {
        BlockDataInput input = arrayInput(newObjectOf(name));

        boolean seen = input.peekNewClassDescriptorOutsideJava();

        assertEquals(application, seen);
    }

    @ParameterizedTest(name = "block-data mode: {0}, first byte peeked: {1}")
    @CsvSource({"false, false", "false, true", "true, false"})
    void takesNothing(boolean blockDataMode, boolean peekFirst) throws IOException {
        BlockDataInput input = arrayInput(newObjectOf("com.example.Sale"));
        input.setBlockDataMode(blockDataMode);
        if (peekFirst) {
            assertEquals(ObjectStreamConstants.TC_OBJECT, input.peekByte());
        }
        long countedBefore = input.bytesRead();

        boolean seen = input.peekNewClassDescriptorOutsideJava();

        assertTrue(seen);
        assertEquals(countedBefore, input.bytesRead());
        input.setBlockDataMode(false);
        assertEquals(ObjectStreamConstants.TC_OBJECT, input.readByte());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"a back-reference descriptor", "a reset first", "cut short"})
    void seesNoApplicationClassInOtherBytes(String kind) throws IOException {
        byte[] bytes = newObjectOf("com.example.Sale");
        switch (kind) {
            case "a back-reference descriptor" -> bytes[1] = ObjectStreamConstants.TC_REFERENCE;
            case "a reset first" -> bytes[0] = ObjectStreamConstants.TC_RESET;
            default -> bytes = java.util.Arrays.copyOf(bytes, 7);
        }

        assertFalse(arrayInput(bytes).peekNewClassDescriptorOutsideJava());
    }

    @Test
    void cannotSeeThroughAStreamOrPastBlockData() throws IOException {
        byte[] object = newObjectOf("com.example.Sale");
        BlockDataInput stream = new BlockDataInput(new ByteArrayInputStream(object), () -> { });
        byte[] blockThenObject = new byte[object.length + 4];
        blockThenObject[0] = ObjectStreamConstants.TC_BLOCKDATA;
        blockThenObject[1] = 2;
        System.arraycopy(object, 0, blockThenObject, 4, object.length);
        BlockDataInput blockData = arrayInput(blockThenObject);
        blockData.setBlockDataMode(true);
        blockData.peek();

        assertFalse(stream.canPeekObject());
        assertFalse(stream.peekNewClassDescriptorOutsideJava());
        assertFalse(blockData.canPeekObject());
        assertFalse(blockData.peekNewClassDescriptorOutsideJava());
    }
}
