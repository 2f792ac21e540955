package dev.jumbo.marshal.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Straight big-endian stores of primitive values into a byte array, for marshallers that write a
 * class's primitive fields as one run ({@link BlockDataOutput#reserve}): each store is one
 * byte-array view {@link VarHandle} access (a constant, so the JIT makes it a single move), not
 * four single-byte stores with a capacity check each. Floats and doubles go out with their
 * canonical NaN, as {@code java.io.ObjectOutputStream} writes them.
 */
public final class PrimitiveRun {
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private PrimitiveRun() {
    }

    /** The bytes a field of this type code takes in the stream. */
    public static int size(char typeCode) {
        return switch (typeCode) {
            case 'Z', 'B' -> 1;
            case 'C', 'S' -> 2;
            case 'I', 'F' -> 4;
            case 'J', 'D' -> 8;
            default -> throw new IllegalArgumentException("not a primitive type code: " + typeCode);
        };
    }

    public static void putBoolean(byte[] buffer, int index, boolean value) {
        buffer[index] = (byte) (value ? 1 : 0);
    }

    public static void putByte(byte[] buffer, int index, byte value) {
        buffer[index] = value;
    }

    public static void putChar(byte[] buffer, int index, char value) {
        SHORT.set(buffer, index, (short) value);
    }

    public static void putShort(byte[] buffer, int index, short value) {
        SHORT.set(buffer, index, value);
    }

    public static void putInt(byte[] buffer, int index, int value) {
        INT.set(buffer, index, value);
    }

    public static void putLong(byte[] buffer, int index, long value) {
        LONG.set(buffer, index, value);
    }

    public static void putFloat(byte[] buffer, int index, float value) {
        INT.set(buffer, index, Float.floatToIntBits(value));
    }

    public static void putDouble(byte[] buffer, int index, double value) {
        LONG.set(buffer, index, Double.doubleToLongBits(value));
    }
}
