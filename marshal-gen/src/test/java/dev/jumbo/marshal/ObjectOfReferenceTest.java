package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.io.ByteArrayInput;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectStreamConstants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The six bytes a new object of a known class begins with, {@code TC_OBJECT TC_REFERENCE
 * (int)handle}, seen and taken at once ({@link BlockDataInput#peekObjectOfReference}): only in
 * object mode from an array, whether or not the first byte was peeked, and counted as reading
 * them byte by byte counts them.
 */
class ObjectOfReferenceTest {
    private static final byte[] OBJECT_OF_REFERENCE = {ObjectStreamConstants.TC_OBJECT, ObjectStreamConstants.TC_REFERENCE,
            0x00, 0x7e, 0x00, 0x05, 0x42};

    private static BlockDataInput arrayInput(byte[] bytes) {
        return new BlockDataInput(new ByteArrayInput(bytes), () -> { });
    }

    @ParameterizedTest(name = "first byte peeked: {0}")
    @ValueSource(booleans = {false, true})
    void seesTheHandleTakesNothingUntilAskedAndCountsEachByteOnce(boolean peekFirst) throws IOException {
        BlockDataInput input = arrayInput(OBJECT_OF_REFERENCE);
        if (peekFirst) {
            assertEquals(ObjectStreamConstants.TC_OBJECT, input.peekByte());
        }

        int wireHandle = input.peekObjectOfReference();
        long countedBefore = input.bytesRead();
        input.takeObjectOfReference();

        assertEquals(0x7e0005, wireHandle);
        assertEquals(peekFirst ? 1 : 0, countedBefore);
        assertEquals(6, input.bytesRead());
        assertEquals(0x42, input.readByte());
        assertEquals(7, input.bytesRead());
    }

    @Test
    void seesNothingInOtherBytes() throws IOException {
        byte[] newDescriptor = OBJECT_OF_REFERENCE.clone();
        newDescriptor[1] = ObjectStreamConstants.TC_CLASSDESC;
        byte[] reference = OBJECT_OF_REFERENCE.clone();
        reference[0] = ObjectStreamConstants.TC_REFERENCE;
        byte[] truncated = java.util.Arrays.copyOf(OBJECT_OF_REFERENCE, 5);

        assertEquals(0, arrayInput(newDescriptor).peekObjectOfReference());
        assertEquals(0, arrayInput(reference).peekObjectOfReference());
        assertEquals(0, arrayInput(truncated).peekObjectOfReference());
    }

    @Test
    void seesNothingOutsideObjectModeFromAnArray() throws IOException {
        BlockDataInput stream = new BlockDataInput(new ByteArrayInputStream(OBJECT_OF_REFERENCE), () -> { });
        BlockDataInput blockData = arrayInput(OBJECT_OF_REFERENCE);
        blockData.setBlockDataMode(true);

        assertEquals(0, stream.peekObjectOfReference());
        assertEquals(0, blockData.peekObjectOfReference());
    }
}
