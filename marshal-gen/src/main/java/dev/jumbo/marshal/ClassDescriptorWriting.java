package dev.jumbo.marshal;

import static java.io.ObjectStreamConstants.PROTOCOL_VERSION_1;
import static java.io.ObjectStreamConstants.TC_CLASSDESC;

import dev.jumbo.marshal.io.BlockDataOutput;
import dev.jumbo.marshal.io.EncodedDescriptorBody;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.model.SerialField;
import dev.jumbo.marshal.write.DescriptorBody;
import java.io.IOException;
import java.io.ObjectStreamClass;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * The newClassDesc rule of {@link ReflectiveObjectOutputStream} for a class (TC_CLASSDESC): the
 * body through the {@code writeClassDescriptor} hook and the public primitive writers, or from
 * the bytes encoded once per class ({@link DescriptorBody}) when the stream's class keeps those
 * writers; the field type strings; the class annotation. A stream writes the first descriptor
 * that is not a whole chain of new ones here, so this class is on the first path; a proxy's
 * descriptor is written by {@link ProxyDescriptorWriting}.
 *
 * <pre>
 *   newClassDesc:     TC_CLASSDESC className serialVersionUID newHandle classDescInfo
 *   classDescInfo:    classDescFlags fields classAnnotation superClassDesc
 *   fields:           (short)count fieldDesc[count]
 *   fieldDesc:        primitiveDesc (prim_typecode fieldName) | objectDesc (obj_typecode fieldName className1)
 *   className1:       (String)object
 *   classAnnotation:  endBlockData | contents endBlockData
 * </pre>
 */
final class ClassDescriptorWriting {
    private ClassDescriptorWriting() {
    }

    /**
     * newClassDesc: TC_CLASSDESC className serialVersionUID newHandle classDescInfo.
     * The handle comes first; className, serialVersionUID, classDescFlags and fields are what
     * the {@code writeClassDescriptor} hook writes; classAnnotation and superClassDesc follow.
     */
    static void writeNewClassDesc(ReflectiveObjectOutputStream stream, SerialClass desc, boolean unshared)
            throws IOException {
        stream.output.writeByte(TC_CLASSDESC);
        stream.handles.assignDescriptor(unshared ? null : desc);
        EncodedDescriptorBody body;
        if (stream.protocol == PROTOCOL_VERSION_1) {
            writeClassDescInfo(stream, desc);
        } else if (stream.standardDescriptorWriters && (body = DescriptorBody.of(desc)) != null) {
            writeDescriptorBody(stream, body);
        } else {
            stream.writeClassDescriptor(desc.streamClass());
        }
        writeClassAnnotation(stream, desc);
        stream.writeClassDesc(desc.superClass(), false);
    }

    /**
     * className serialVersionUID classDescFlags fields, through the stream's public primitive
     * writers as the JDK does, so that a subclass's overrides take part.
     */
    static void writeClassDescInfo(ReflectiveObjectOutputStream stream, SerialClass desc) throws IOException {
        stream.writeUTF(desc.name());
        stream.writeLong(desc.serialVersionUID());
        stream.writeByte(desc.flags(stream.protocol));
        writeFieldDescs(stream, desc);
    }

    /**
     * What {@link #writeClassDescInfo} writes, from the bytes encoded once per class: only the
     * type strings' handles are this stream's (a new one is written as {@link #writeTypeString}
     * would, from its encoded newString).
     */
    private static void writeDescriptorBody(ReflectiveObjectOutputStream stream, EncodedDescriptorBody body)
            throws IOException {
        BlockDataOutput output = stream.output;
        int typeStrings = body.typeStringCount();
        for (int i = 0; i < typeStrings; i++) {
            byte[] chunk = body.chunk(i);
            output.write(chunk, 0, chunk.length);
            String typeString = body.typeString(i);
            int handle = stream.handles.lookup(typeString);
            if (handle != -1) {
                stream.writePrevObject(handle);
            } else {
                stream.handles.assign(typeString);
                byte[] newString = body.newTypeString(i);
                output.write(newString, 0, newString.length);
            }
        }
        byte[] last = body.chunk(typeStrings);
        output.write(last, 0, last.length);
    }

    /** fields: (short)count fieldDesc[count]. */
    private static void writeFieldDescs(ReflectiveObjectOutputStream stream, SerialClass desc) throws IOException {
        SerialField[] fields = desc.fields();
        stream.writeShort(fields.length);
        for (SerialField field : fields) {
            writeFieldDesc(stream, field);
        }
    }

    /** fieldDesc: primitiveDesc (typecode fieldName) | objectDesc (typecode fieldName className1). */
    private static void writeFieldDesc(ReflectiveObjectOutputStream stream, SerialField field) throws IOException {
        stream.writeByte(field.typeCode());
        stream.writeUTF(field.name());
        if (!field.isPrimitive()) {
            writeTypeString(stream, field.typeString());
        }
    }

    /** className1: (String)object; a type string already written is a prevObject. */
    private static void writeTypeString(ReflectiveObjectOutputStream stream, String typeString) throws IOException {
        int handle;
        if (typeString == null) {
            stream.writeNullReference();
        } else if ((handle = stream.handles.lookup(typeString)) != -1) {
            stream.writePrevObject(handle);
        } else {
            stream.writeNewString(typeString, false);
        }
    }

    /** classAnnotation: what {@code annotateClass} writes, as block data, then endBlockData. */
    private static void writeClassAnnotation(ReflectiveObjectOutputStream stream, SerialClass desc) throws IOException {
        stream.output.setBlockDataMode(true);
        stream.callAnnotateClass(desc.type());
        stream.output.setBlockDataMode(false);
        stream.writeEndBlockData();
    }

    /** Whether {@code streamClass} keeps the descriptor writers, asked once per class. */
    static boolean keptBy(Class<?> streamClass) {
        return DescriptorWriters.KEPT.get(streamClass);
    }

    /**
     * Whether {@code streamClass} overrides none of the methods that {@link #writeClassDescInfo}
     * goes through (writeClassDescriptor and the primitive writers), nor writeNewString, which
     * a new type string would go through (package-private for a test).
     */
    static boolean keepsDescriptorWriters(Class<?> streamClass) {
        for (Class<?> type = streamClass; type != ReflectiveObjectOutputStream.class; type = type.getSuperclass()) {
            for (Method method : type.getDeclaredMethods()) {
                if (method.getName().equals("writeNewString") && !Modifier.isStatic(method.getModifiers())) {
                    return false;
                }
                if (method.getParameterCount() != 1 || Modifier.isStatic(method.getModifiers())) {
                    continue;
                }
                boolean writer = switch (method.getName()) {
                    case "writeUTF" -> method.getParameterTypes()[0] == String.class;
                    case "writeLong" -> method.getParameterTypes()[0] == long.class;
                    case "writeByte", "writeShort" -> method.getParameterTypes()[0] == int.class;
                    case "writeClassDescriptor" -> method.getParameterTypes()[0] == ObjectStreamClass.class;
                    default -> false;
                };
                if (writer) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The answers per stream class, in a holder loaded by the first stream of another class than
     * ours: ours are never asked (reflecting on them would load every type their methods name),
     * and the ClassValue's class stays off the first path, which this class is on.
     */
    private static final class DescriptorWriters {
        private static final ClassValue<Boolean> KEPT = new ClassValue<>() {
            @Override
            protected Boolean computeValue(Class<?> streamClass) {
                return keepsDescriptorWriters(streamClass);
            }
        };
    }
}
