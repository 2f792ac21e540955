package dev.jumbo.marshal.write;

import dev.jumbo.marshal.io.EncodedDescriptorBody;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import java.io.ObjectStreamConstants;

/**
 * The body of a class descriptor ({@code className serialVersionUID classDescFlags fields}, as
 * {@code writeClassDescriptor} writes it under protocol 2), encoded once per class: every stream
 * writes every descriptor it uses, so the names are not encoded again for each stream. The body
 * is the same in every stream except the type strings of the object fields, which are objects of
 * the stream ({@code className1}: a new string or a back-reference); so it is kept as constant
 * chunks with a type string between each two ({@link EncodedDescriptorBody}).
 *
 * <p>Only for streams that leave the descriptor's writers as they are (see
 * {@code ReflectiveObjectOutputStream}); a class whose names do not fit {@code writeUTF} has no
 * body here and is written the long way.
 */
public final class DescriptorBody {
    private static final ClassValue<EncodedDescriptorBody> BODIES = new ClassValue<>() {
        @Override
        protected EncodedDescriptorBody computeValue(Class<?> type) {
            return encode(SerialClass.of(type));
        }
    };

    private DescriptorBody() {
    }

    /** The body of {@code desc}'s descriptor, or null when it must be written the long way. */
    public static EncodedDescriptorBody of(SerialClass desc) {
        return BODIES.get(desc.type());
    }

    private static EncodedDescriptorBody encode(SerialClass desc) {
        SerialField[] fields = desc.fields();
        EncodedDescriptorBody.Encoder encoder = EncodedDescriptorBody.encoder(desc.name(), desc.serialVersionUID(),
                desc.flags(ObjectStreamConstants.PROTOCOL_VERSION_2), fields.length);
        for (SerialField field : fields) {
            encoder.field(field.typeCode(), field.name(), field.isPrimitive() ? null : field.typeString());
        }
        return encoder.finish();
    }
}
