package dev.jumbo.marshal.io;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectStreamConstants;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The bytes of a class descriptor's body ({@code className serialVersionUID classDescFlags
 * fields}, as protocol 2 writes it), cut at the field type strings: the body is the same in every
 * stream but for those, which are objects of the stream ({@code className1}: a new string or a
 * back-reference). So it is kept as constant chunks with a type string between each two, and
 * each type string's encoding as a new string. The writer copies it into every stream that
 * describes the class; the reader compares incoming bodies with it.
 *
 * <p>Built by an {@link Encoder}: {@code encoder(name, serialVersionUID, flags, count) field* finish}.
 */
public final class EncodedDescriptorBody {
    /** {@code chunks[i]} comes before {@code typeStrings[i]}; the last chunk ends the body. */
    private final byte[][] chunks;
    private final String[] typeStrings;
    /** {@code TC_STRING (utf)} of each type string: how it is written the first time in a stream. */
    private final byte[][] newTypeStrings;

    private EncodedDescriptorBody(byte[][] chunks, String[] typeStrings, byte[][] newTypeStrings) {
        this.chunks = chunks;
        this.typeStrings = typeStrings;
        this.newTypeStrings = newTypeStrings;
    }

    public static Encoder encoder(String name, long serialVersionUID, int flags, int fieldCount) {
        return new Encoder(name, serialVersionUID, flags, fieldCount);
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

    /** Encodes a body field by field; {@link #finish} is null when a name does not fit {@code writeUTF}. */
    public static final class Encoder {
        private final List<byte[]> chunks = new ArrayList<>();
        private final List<String> typeStrings = new ArrayList<>();
        private final List<byte[]> newTypeStrings = new ArrayList<>();
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private final DataOutputStream data = new DataOutputStream(bytes);
        private boolean fits = true;

        private Encoder(String name, long serialVersionUID, int flags, int fieldCount) {
            try {
                utf(data, name);
                data.writeLong(serialVersionUID);
                data.writeByte(flags);
                data.writeShort(fieldCount);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** A field: its type code, its name, and for an object field its type string (else null). */
        public Encoder field(char typeCode, String name, String typeString) {
            try {
                data.writeByte(typeCode);
                utf(data, name);
                if (typeString != null) {
                    data.flush();
                    chunks.add(bytes.toByteArray());
                    bytes.reset();
                    typeStrings.add(typeString);
                    ByteArrayOutputStream encoded = new ByteArrayOutputStream();
                    DataOutputStream newString = new DataOutputStream(encoded);
                    newString.writeByte(ObjectStreamConstants.TC_STRING);
                    utf(newString, typeString);
                    newString.flush();
                    newTypeStrings.add(encoded.toByteArray());
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return this;
        }

        /** The encoded body, or null when a name or type string is longer than {@code writeUTF} takes. */
        public EncodedDescriptorBody finish() {
            if (!fits) {
                return null;
            }
            try {
                data.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            chunks.add(bytes.toByteArray());
            return new EncodedDescriptorBody(chunks.toArray(new byte[0][]), typeStrings.toArray(new String[0]),
                    newTypeStrings.toArray(new byte[0][]));
        }

        private void utf(DataOutputStream out, String text) throws IOException {
            if (BlockDataOutput.utfLength(text) > 0xFFFF) {
                fits = false;
                out.writeShort(0);
            } else {
                out.writeUTF(text);
            }
        }
    }
}
