package dev.jumbo.marshal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamConstants;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Makes an {@code ObjectStreamClass} that describes a descriptor <i>as the stream gives it</i>
 * (name, serialVersionUID, fields), for the subclass hooks that take one ({@code resolveClass},
 * and the result of {@code readClassDescriptor}). {@code ObjectStreamClass} has no public
 * constructor; the sanctioned way to get one is to let the JDK's own reader parse descriptor
 * bytes: a {@code java.io.ObjectInputStream} in normal mode reads a descriptor body with its
 * protected {@code readClassDescriptor()}, and when the body lies inside one block-data block it
 * reads every part of it (type strings included) from that block.
 *
 * <p>Built only when a hook is overridden, cached by descriptor content (bounded).
 */
final class DescriptorParser extends ObjectInputStream {
    private static final int CACHE_LIMIT = 256;
    private static final Map<StreamDescriptor.Body, ObjectStreamClass> CACHE = new ConcurrentHashMap<>();
    /** What each ObjectStreamClass made here was made of (ObjectStreamClass compares by identity). */
    private static final Map<ObjectStreamClass, StreamDescriptor.Body> BODIES = new ConcurrentHashMap<>();

    private DescriptorParser(byte[] bytes) throws IOException {
        super(new ByteArrayInputStream(bytes));
    }

    /** The ObjectStreamClass the JDK's reader makes of this descriptor body. */
    static ObjectStreamClass parse(StreamDescriptor.Body body) {
        ObjectStreamClass known = CACHE.get(body);
        if (known != null) {
            return known;
        }
        try (DescriptorParser parser = new DescriptorParser(bytesOf(body))) {
            ObjectStreamClass parsed = parser.readClassDescriptor();
            if (CACHE.size() >= CACHE_LIMIT) {
                CACHE.clear();
                BODIES.clear();
            }
            CACHE.put(body, parsed);
            BODIES.put(parsed, body);
            return parsed;
        } catch (IOException e) {
            throw new UncheckedIOException("the JDK's reader refuses descriptor " + body.name(), e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("readClassDescriptor resolved a class: " + body.name(), e);
        }
    }

    /**
     * The descriptor body an ObjectStreamClass stands for, when a {@code readClassDescriptor}
     * override returns one: one made here is looked up; any other (say
     * {@code ObjectStreamClass.lookup} of a local class) gives its name, serialVersionUID and
     * fields, with the flags its local class has (SC_SERIALIZABLE without one).
     */
    static StreamDescriptor.Body bodyOf(ObjectStreamClass described) {
        StreamDescriptor.Body known = BODIES.get(described);
        if (known != null) {
            return known;
        }
        java.util.List<StreamDescriptor.FieldSpec> fields = new java.util.ArrayList<>();
        for (java.io.ObjectStreamField field : described.getFields()) {
            String signature = field.isPrimitive() ? String.valueOf(field.getTypeCode()) : field.getTypeString();
            fields.add(new StreamDescriptor.FieldSpec(field.getTypeCode(), field.getName(), signature));
        }
        Class<?> type = described.forClass();
        byte flags = type == null ? (byte) ObjectStreamConstants.SC_SERIALIZABLE
                : SerialClass.of(type).flags(ObjectStreamConstants.PROTOCOL_VERSION_2);
        return new StreamDescriptor.Body(described.getName(), described.getSerialVersionUID(), flags, fields, null);
    }

    /** stream header, then TC_BLOCKDATALONG holding className serialVersionUID flags fields (type strings as new strings). */
    private static byte[] bytesOf(StreamDescriptor.Body body) throws IOException {
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(content);
        data.writeUTF(body.name());
        data.writeLong(body.serialVersionUID());
        data.writeByte(body.flags());
        data.writeShort(body.fields().size());
        for (StreamDescriptor.FieldSpec field : body.fields()) {
            data.writeByte(field.typeCode());
            data.writeUTF(field.name());
            if (field.typeCode() == 'L' || field.typeCode() == '[') {
                data.writeByte(ObjectStreamConstants.TC_STRING);
                data.writeUTF(field.signature());
            }
        }
        data.flush();
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        DataOutputStream framed = new DataOutputStream(stream);
        framed.writeShort(ObjectStreamConstants.STREAM_MAGIC);
        framed.writeShort(ObjectStreamConstants.STREAM_VERSION);
        framed.writeByte(ObjectStreamConstants.TC_BLOCKDATALONG);
        framed.writeInt(content.size());
        content.writeTo(framed);
        framed.flush();
        return stream.toByteArray();
    }
}
