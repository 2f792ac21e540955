package dev.jumbo.marshal.io;

/**
 * Straight big-endian stores of primitive values into a byte array, for marshallers that write a
 * class's primitive fields as one run ({@link BlockDataOutput#reserve}): the bytes of each value
 * stored in place, not single-byte writes with a capacity check each. Floats and doubles go out
 * with their canonical NaN, as {@code java.io.ObjectOutputStream} writes them.
 *
 * <p>Shifts, not byte-array view {@code VarHandle}s: making the first such handle costs a fresh
 * JVM about 6 ms (the JDK spins its access forms), which the first stream with stored or
 * generated code paid.
 */
public final class PrimitiveRun {
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
        putShort(buffer, index, (short) value);
    }

    public static void putShort(byte[] buffer, int index, short value) {
        buffer[index] = (byte) (value >>> 8);
        buffer[index + 1] = (byte) value;
    }

    public static void putInt(byte[] buffer, int index, int value) {
        buffer[index] = (byte) (value >>> 24);
        buffer[index + 1] = (byte) (value >>> 16);
        buffer[index + 2] = (byte) (value >>> 8);
        buffer[index + 3] = (byte) value;
    }

    public static void putLong(byte[] buffer, int index, long value) {
        putInt(buffer, index, (int) (value >>> 32));
        putInt(buffer, index + 4, (int) value);
    }

    public static void putFloat(byte[] buffer, int index, float value) {
        putInt(buffer, index, Float.floatToIntBits(value));
    }

    public static void putDouble(byte[] buffer, int index, double value) {
        putLong(buffer, index, Double.doubleToLongBits(value));
    }
}
