package dev.jumbo.codese;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Primitive values packed big-endian, as {@code DataOutput} writes them: the fields of a slot,
 * the contents of a primitive array. The generator turns the bytes into a string literal
 * ({@link Latin1}); restore unpacks them.
 */
final class PrimitivePacker {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final DataOutputStream data = new DataOutputStream(bytes);

    void put(char typeCode, Object value) {
        try {
            switch (typeCode) {
                case 'Z' -> data.writeBoolean((Boolean) value);
                case 'B' -> data.writeByte((Byte) value);
                case 'C' -> data.writeChar((Character) value);
                case 'S' -> data.writeShort((Short) value);
                case 'I' -> data.writeInt((Integer) value);
                case 'J' -> data.writeLong((Long) value);
                case 'F' -> data.writeFloat((Float) value);
                case 'D' -> data.writeDouble((Double) value);
                default -> throw new IllegalArgumentException("not a primitive type code: " + typeCode);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The contents of a primitive array, element by element. */
    static byte[] pack(Object array) {
        PrimitivePacker packer = new PrimitivePacker();
        char typeCode = array.getClass().getComponentType().descriptorString().charAt(0);
        int length = java.lang.reflect.Array.getLength(array);
        for (int i = 0; i < length; i++) {
            packer.put(typeCode, java.lang.reflect.Array.get(array, i));
        }
        return packer.toByteArray();
    }

    byte[] toByteArray() {
        return bytes.toByteArray();
    }
}
