package dev.jumbo.marshal.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * {@link PrimitiveRun} against {@code java.io.DataOutputStream}, whose big-endian bytes (and
 * canonical NaN) {@code ObjectOutputStream} writes for primitive fields: each value stored at an
 * offset inside a larger array, the bytes around it left alone.
 */
class PrimitiveRunProperties {
    private static final int OFFSET = 3;

    @Property
    void storesAsDataOutputStreamWrites(@ForAll boolean z, @ForAll byte b, @ForAll char c, @ForAll short s,
            @ForAll int i, @ForAll long j, @ForAll float f, @ForAll double d) throws IOException {
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(expected);
        data.write(new byte[OFFSET]);
        data.writeBoolean(z);
        data.writeByte(b);
        data.writeChar(c);
        data.writeShort(s);
        data.writeInt(i);
        data.writeLong(j);
        data.writeFloat(f);
        data.writeDouble(d);
        data.write(new byte[OFFSET]);

        byte[] run = new byte[expected.size()];
        int at = OFFSET;
        PrimitiveRun.putBoolean(run, at, z);
        PrimitiveRun.putByte(run, at += 1, b);
        PrimitiveRun.putChar(run, at += 1, c);
        PrimitiveRun.putShort(run, at += 2, s);
        PrimitiveRun.putInt(run, at += 2, i);
        PrimitiveRun.putLong(run, at += 4, j);
        PrimitiveRun.putFloat(run, at += 8, f);
        PrimitiveRun.putDouble(run, at + 4, d);

        assertArrayEquals(expected.toByteArray(), run);
    }

    @Property
    void nanIsWrittenCanonical(@ForAll int floatBits, @ForAll long doubleBits) throws IOException {
        float f = Float.intBitsToFloat(floatBits | 0x7F800001);
        double d = Double.longBitsToDouble(doubleBits | 0x7FF0000000000001L);
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(expected);
        data.writeFloat(f);
        data.writeDouble(d);

        byte[] run = new byte[12];
        PrimitiveRun.putFloat(run, 0, f);
        PrimitiveRun.putDouble(run, 4, d);

        assertArrayEquals(expected.toByteArray(), run);
    }
}
