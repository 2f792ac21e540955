package dev.jumbo.marshal.write;

import dev.jumbo.marshal.io.BlockDataOutput;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectStreamConstants;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The body of a class descriptor ({@code className serialVersionUID classDescFlags fields}, as
 * {@code writeClassDescriptor} writes it under protocol 2), encoded once per class: every stream
 * writes every descriptor it uses, so the names are not encoded again for each stream. The body
 * is the same in every stream except the type strings of the object fields, which are objects of
 * the stream ({@code className1}: a new string or a back-reference); so it is kept as constant
 * chunks with a type string between each two.
 *
 * <p>Only for streams that leave the descriptor's writers as they are (see
 * {@code ReflectiveObjectOutputStream}); a class whose names do not fit {@code writeUTF} has no
 * body here and is written the long way.
 */
public final class DescriptorBody {
    private static final ClassValue<DescriptorBody> BODIES = new ClassValue<>() {
        @Override
        protected DescriptorBody computeValue(Class<?> type) {
            return encode(SerialClass.of(type));
        }
    };

    /** {@code chunks[i]} comes before {@code typeStrings[i]}; the last chunk ends the body. */
    private final byte[][] chunks;
    private final String[] typeStrings;
    /** {@code TC_STRING (utf)} of each type string: how it is written the first time in a stream. */
    private final byte[][] newTypeStrings;

    private DescriptorBody(byte[][] chunks, String[] typeStrings, byte[][] newTypeStrings) {
        this.chunks = chunks;
        this.typeStrings = typeStrings;
        this.newTypeStrings = newTypeStrings;
    }

    /** The body of {@code desc}'s descriptor, or null when it must be written the long way. */
    public static DescriptorBody of(SerialClass desc) {
        return BODIES.get(desc.type());
    }

    public int typeStringCount() {
        return typeStrings.length;
    }

    public byte[] chunk(int index) {
        return chunks[index];
    }

    public String typeString(int index) {
        return typeStrings[index];
    }

    public byte[] newTypeString(int index) {
        return newTypeStrings[index];
    }

    private static DescriptorBody encode(SerialClass desc) {
        if (BlockDataOutput.utfLength(desc.name()) > 0xFFFF) {
            return null;
        }
        List<byte[]> chunks = new ArrayList<>();
        List<String> typeStrings = new ArrayList<>();
        List<byte[]> newTypeStrings = new ArrayList<>();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(bytes);
        try {
            data.writeUTF(desc.name());
            data.writeLong(desc.serialVersionUID());
            data.writeByte(desc.flags(ObjectStreamConstants.PROTOCOL_VERSION_2));
            data.writeShort(desc.fields().length);
            for (SerialField field : desc.fields()) {
                if (BlockDataOutput.utfLength(field.name()) > 0xFFFF) {
                    return null;
                }
                data.writeByte(field.typeCode());
                data.writeUTF(field.name());
                if (!field.isPrimitive()) {
                    if (BlockDataOutput.utfLength(field.typeString()) > 0xFFFF) {
                        return null;
                    }
                    data.flush();
                    chunks.add(bytes.toByteArray());
                    bytes.reset();
                    typeStrings.add(field.typeString());
                    newTypeStrings.add(newString(field.typeString()));
                }
            }
            data.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        chunks.add(bytes.toByteArray());
        return new DescriptorBody(chunks.toArray(new byte[0][]), typeStrings.toArray(new String[0]),
                newTypeStrings.toArray(new byte[0][]));
    }

    /** newString of a type string (a JVM descriptor: far below 65,535 bytes): TC_STRING (utf). */
    private static byte[] newString(String typeString) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(bytes);
        data.writeByte(ObjectStreamConstants.TC_STRING);
        data.writeUTF(typeString);
        data.flush();
        return bytes.toByteArray();
    }
}
