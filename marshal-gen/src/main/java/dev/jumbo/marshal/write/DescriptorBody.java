package dev.jumbo.marshal.write;

import dev.jumbo.marshal.io.BlockDataOutput;
import dev.jumbo.marshal.io.EncodedDescriptorBody;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectStreamConstants;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A class's descriptor bytes, encoded once per class: every stream writes every descriptor it
 * uses, so the names are not encoded again for each stream.
 *
 * <p>The <em>body</em> ({@code className serialVersionUID classDescFlags fields}, as
 * {@code writeClassDescriptor} writes it under protocol 2) is the same in every stream except the
 * type strings of the object fields, which are objects of the stream ({@code className1}: a new
 * string or a back-reference); so it is kept as constant chunks with a type string between each
 * two ({@link EncodedDescriptorBody}).
 *
 * <p>The <em>chain</em> is the class's descriptor with those of its serializable superclasses,
 * as the first object of a stream writes it. A stream per message writes its message's class
 * first, into an empty handle table: there every descriptor and type string of the chain is new,
 * and a type string met twice in the chain refers back to a handle known in advance. So the
 * chain is constant bytes:
 * <pre>
 * chain: (TC_CLASSDESC body TC_ENDBLOCKDATA)+ TC_NULL     -- the class, then each serializable superclass
 * body:  className serialVersionUID classDescFlags fields  -- type strings new, or a back-reference within the chain
 * </pre>
 * with handles 0, 1, 2… going to the descriptors and the new type strings in the order written.
 *
 * <p>Only for streams that leave the descriptor's writers as they are (see
 * {@code ClassDescriptorWriting}), and the chain only for our own streams (no
 * {@code annotateClass}); a class whose names do not fit {@code writeUTF}, or a proxy class, has
 * no bytes here and is written the long way.
 */
public final class DescriptorBody {
    /** Null when the descriptor is written the long way. */
    private final EncodedDescriptorBody body;
    /** Null when a descriptor of the chain is written the long way. */
    private final byte[] chain;
    /** What takes handle 0, 1, 2… in {@link #chain}: a {@link SerialClass} for a descriptor, a {@link String} for a type string. */
    private final Object[] chainOwners;

    private DescriptorBody(SerialClass desc) {
        this.body = desc.isProxy() ? null : encodeBody(desc);
        List<Object> owners = new ArrayList<>();
        this.chain = body == null ? null : encodeChain(desc, body, owners);
        this.chainOwners = owners.toArray();
    }

    /** The body of {@code desc}'s descriptor, or null when it must be written the long way. */
    public static EncodedDescriptorBody of(SerialClass desc) {
        return bytesOf(desc).body;
    }

    /**
     * Writes {@code desc}'s chain into a stream whose handle table is empty, and gives out its
     * handles; false, having written nothing, when the chain is written the long way.
     */
    public static boolean writeChain(SerialClass desc, BlockDataOutput output, IdentityHandleTable handles) throws IOException {
        DescriptorBody bytes = bytesOf(desc);
        byte[] chain = bytes.chain;
        if (chain == null) {
            return false;
        }
        output.write(chain, 0, chain.length);
        for (Object owner : bytes.chainOwners) {
            if (owner instanceof SerialClass described) {
                handles.assignDescriptor(described);
            } else {
                handles.assign(owner);
            }
        }
        return true;
    }

    /** {@code desc}'s bytes, encoded on first use and kept on the descriptor. */
    private static DescriptorBody bytesOf(SerialClass desc) {
        if (desc.writerEncoding() instanceof DescriptorBody bytes) {
            return bytes;
        }
        DescriptorBody made = new DescriptorBody(desc);
        desc.keepWriterEncoding(made);
        return made;
    }

    private static EncodedDescriptorBody encodeBody(SerialClass desc) {
        SerialField[] fields = desc.fields();
        EncodedDescriptorBody.Encoder encoder = EncodedDescriptorBody.encoder(desc.name(), desc.serialVersionUID(),
                desc.flags(ObjectStreamConstants.PROTOCOL_VERSION_2), fields.length);
        for (SerialField field : fields) {
            encoder.field(field.typeCode(), field.name(), field.isPrimitive() ? null : field.typeString());
        }
        return encoder.finish();
    }

    /** The chain's bytes, its handles' owners added to {@code owners}; null when a superclass has no body. */
    private static byte[] encodeChain(SerialClass first, EncodedDescriptorBody firstBody, List<Object> owners) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(bytes);
        Map<String, Integer> typeStringHandles = new HashMap<>();
        try {
            for (SerialClass desc = first; desc != null; desc = desc.superClass()) {
                EncodedDescriptorBody body = desc == first ? firstBody : of(desc);
                if (body == null) {
                    owners.clear();
                    return null;
                }
                data.writeByte(ObjectStreamConstants.TC_CLASSDESC);
                owners.add(desc);
                int typeStrings = body.typeStringCount();
                for (int i = 0; i < typeStrings; i++) {
                    data.write(body.chunk(i));
                    String typeString = body.typeString(i);
                    Integer handle = typeStringHandles.get(typeString);
                    if (handle != null) {
                        data.writeByte(ObjectStreamConstants.TC_REFERENCE);
                        data.writeInt(ObjectStreamConstants.baseWireHandle + handle);
                    } else {
                        typeStringHandles.put(typeString, owners.size());
                        owners.add(typeString);
                        data.write(body.newTypeString(i));
                    }
                }
                data.write(body.chunk(typeStrings));
                data.writeByte(ObjectStreamConstants.TC_ENDBLOCKDATA);
            }
            data.writeByte(ObjectStreamConstants.TC_NULL);
            data.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
