package dev.jumbo.marshal;

import static java.io.ObjectStreamConstants.SC_ENUM;
import static java.io.ObjectStreamConstants.SC_EXTERNALIZABLE;
import static java.io.ObjectStreamConstants.SC_SERIALIZABLE;
import static java.io.ObjectStreamConstants.TC_LONGSTRING;
import static java.io.ObjectStreamConstants.TC_NULL;
import static java.io.ObjectStreamConstants.TC_REFERENCE;
import static java.io.ObjectStreamConstants.TC_STRING;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.ClassResolution;
import dev.jumbo.marshal.read.DescriptorParser;
import dev.jumbo.marshal.read.DescriptorTemplates;
import dev.jumbo.marshal.read.ReadHandleTable;
import dev.jumbo.marshal.read.StreamDescriptor;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectStreamClass;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The newClassDesc rule of {@link ReflectiveObjectInputStream} for a class (TC_CLASSDESC): the
 * body, read through the stream's hooks and public readers, or recognized by its bytes
 * ({@link DescriptorTemplates}); the field type strings; the class's resolution; the filter
 * calls; then the binding to the local class. Every stream reads descriptors, so this class is on
 * the first path; a proxy's descriptor is read by {@link ProxyDescriptorReading}.
 *
 * <pre>
 *   newClassDesc:   TC_CLASSDESC className serialVersionUID newHandle classDescInfo
 *   classDescInfo:  classDescFlags fields classAnnotation superClassDesc
 *   fields:         (short)count fieldDesc[count]
 *   fieldDesc:      prim_typecode fieldName | obj_typecode fieldName className1
 * </pre>
 */
final class ClassDescriptorReading {
    private ClassDescriptorReading() {
    }

    /**
     * newClassDesc: TC_CLASSDESC className serialVersionUID newHandle classDescInfo. The order is
     * the JDK's: handle, body (the readClassDescriptor hook), resolveClass in block-data mode,
     * the filter, classAnnotation, superClassDesc, then the match with the local class.
     */
    static StreamDescriptor readNewClassDesc(ReflectiveObjectInputStream stream, boolean unshared) throws IOException {
        BlockDataInput input = stream.input;
        ReadHandleTable handles = stream.handles;
        int descHandle = readNewDescriptorHandle(stream, unshared);
        ObjectStreamClass hookDescriptor = stream.readClassDescriptorHook ? readDescriptorThroughHook(stream) : null;
        DescriptorTemplates.Template template = null;
        StreamDescriptor.Body body;
        if (hookDescriptor != null) {
            body = DescriptorParser.bodyOf(hookDescriptor);
        } else if (!stream.standardBodyReaders || input.rawAvailable() <= 0) {
            body = readClassDescriptorBody(stream);
        } else if ((template = matchingTemplate(stream)) != null) {
            body = readBodyOf(stream, template);
        } else {
            body = readClassDescriptorBody(stream);
            DescriptorTemplates.remember(body);
        }
        Class<?> type = null;
        ClassNotFoundException resolveException = null;
        input.setBlockDataMode(true);
        try {
            type = resolveClassOf(stream, body, hookDescriptor);
            if (type == null) {
                resolveException = new ClassNotFoundException("null class");
            }
        } catch (ClassNotFoundException e) {
            resolveException = e;
        }
        stream.filterCheck(type, -1);
        stream.skipCustomData();
        StreamDescriptor desc;
        try {
            stream.totalObjectReferences++;
            stream.depth++;
            StreamDescriptor superDesc = stream.readClassDesc(false);
            desc = template != null
                    ? template.bind(type, resolveException, superDesc)
                    : StreamDescriptor.bind(body, type, resolveException, superDesc);
            if (type != null) {
                filterLocalSuperclasses(stream, desc);
            }
        } finally {
            stream.depth--;
        }
        if (!unshared) {
            handles.setObject(descHandle, desc);
        }
        handles.finish(descHandle);
        stream.passHandle = descHandle;
        return desc;
    }

    /**
     * What both newClassDesc rules open with: the type code (TC_CLASSDESC or TC_PROXYCLASSDESC,
     * already peeked), then newHandle, which a back-reference may not use until the descriptor
     * is bound; no object is being read until then, so the pass handle is cleared.
     */
    static int readNewDescriptorHandle(ReflectiveObjectInputStream stream, boolean unshared) throws IOException {
        stream.input.readByte();
        int descHandle = stream.handles.assign(unshared
                ? ReflectiveObjectInputStream.UNSHARED : ReflectiveObjectInputStream.DESCRIPTOR_IN_PROGRESS);
        stream.passHandle = ReadHandleTable.NULL_HANDLE;
        return descHandle;
    }

    /**
     * The filter also sees the local class's serializable superclasses that the stream does not
     * describe (up to the next one it does), as the JDK's reader shows them.
     */
    private static void filterLocalSuperclasses(ReflectiveObjectInputStream stream, StreamDescriptor desc) throws IOException {
        for (Class<?> type : desc.undescribedSuperclasses()) {
            stream.filterCheck(type, -1);
        }
    }

    /** The template the body ahead matches, when the whole body is in the array being read; else null. */
    private static DescriptorTemplates.Template matchingTemplate(ReflectiveObjectInputStream stream) {
        BlockDataInput input = stream.input;
        int available = input.rawAvailable();
        int offset = input.rawPosition();
        return DescriptorTemplates.match(input.rawArray(), offset, offset + available, stream.handles);
    }

    /**
     * A body that matched {@code template}: its bytes are taken as they are, and each type string
     * is read as {@link #readClassDescriptorBody} reads it (a new string gets its handle, a
     * back-reference its filter call).
     */
    private static StreamDescriptor.Body readBodyOf(ReflectiveObjectInputStream stream, DescriptorTemplates.Template template)
            throws IOException {
        BlockDataInput input = stream.input;
        int typeStrings = template.typeStringCount();
        for (int index = 0; index < typeStrings; index++) {
            input.rawSkip(template.segmentLength(index));
            // The matched body lies in the raw array; a peek would hold the byte back from rawSkip.
            if (input.rawArray()[input.rawPosition()] == TC_STRING) {
                readMatchedTypeString(stream, template, index);
            } else {
                readTypeString(stream);
            }
        }
        input.rawSkip(template.segmentLength(typeStrings));
        return template.body();
    }

    /**
     * A type string that the template matched as a new string, byte for byte: what
     * {@link ReflectiveObjectInputStream#readNewString} would do, without decoding. It is still a new object with the next
     * handle, as the JDK's; a copy of the template's string shares its characters.
     */
    private static void readMatchedTypeString(ReflectiveObjectInputStream stream, DescriptorTemplates.Template template,
                                              int index) throws IOException {
        int oldHandle = stream.passHandle;
        stream.input.rawSkip(template.newTypeStringLength(index));
        int handle = stream.assignHandle(new String(template.typeString(index)), false);
        stream.handles.finish(handle);
        stream.passHandle = oldHandle;
    }

    /** The descriptor an overriding readClassDescriptor returns (never null, as the JDK then fails on it). */
    private static ObjectStreamClass readDescriptorThroughHook(ReflectiveObjectInputStream stream) throws IOException {
        try {
            return Objects.requireNonNull(stream.readClassDescriptor(), "readClassDescriptor returned null");
        } catch (ClassNotFoundException e) {
            InvalidClassException failure = new InvalidClassException("failed to read class descriptor");
            failure.initCause(e);
            throw failure;
        }
    }

    /**
     * className serialVersionUID classDescFlags fields, read through this stream's public
     * primitive readers (as the JDK reads them, so overrides take part), with the JDK's checks.
     */
    static StreamDescriptor.Body readClassDescriptorBody(ReflectiveObjectInputStream stream) throws IOException {
        String name = stream.readUTF();
        long serialVersionUID = stream.readLong();
        byte flags = stream.readByte();
        boolean externalizable = (flags & SC_EXTERNALIZABLE) != 0;
        if (externalizable && (flags & SC_SERIALIZABLE) != 0) {
            throw new InvalidClassException(name, "serializable and externalizable flags conflict");
        }
        boolean isEnum = (flags & SC_ENUM) != 0;
        if (isEnum && serialVersionUID != 0L) {
            throw new InvalidClassException(name, "enum descriptor has non-zero serialVersionUID: " + serialVersionUID);
        }
        int fieldCount = stream.readShort();
        if (isEnum && fieldCount != 0) {
            throw new InvalidClassException(name, "enum descriptor has non-zero field count: " + fieldCount);
        }
        List<StreamDescriptor.FieldSpec> fields = new ArrayList<>(Math.max(0, Math.min(fieldCount, 64)));
        boolean objectSeen = false;
        boolean misordered = false;
        for (int i = 0; i < fieldCount; i++) {
            char typeCode = (char) stream.readByte();
            String fieldName = stream.readUTF();
            String signature = typeCode == 'L' || typeCode == '[' ? readTypeString(stream) : String.valueOf(typeCode);
            char fieldType;
            try {
                fieldType = Objects.requireNonNull(signature).charAt(0);
                if (fieldType != 'L' && fieldType != '[') {
                    StreamDescriptor.primitiveType(fieldType);
                }
            } catch (RuntimeException e) {
                InvalidClassException failure = new InvalidClassException(name, "invalid descriptor for field " + fieldName);
                failure.initCause(e);
                throw failure;
            }
            boolean object = fieldType == 'L' || fieldType == '[';
            misordered |= objectSeen && !object;
            objectSeen |= object;
            fields.add(new StreamDescriptor.FieldSpec(fieldType, fieldName, signature));
        }
        if (misordered) {
            throw new InvalidClassException(name, "illegal field order");
        }
        return new StreamDescriptor.Body(name, serialVersionUID, flags, fields, null);
    }

    /** className1 of a field: a new string, a back-reference to one, or null. */
    private static String readTypeString(ReflectiveObjectInputStream stream) throws IOException {
        int oldHandle = stream.passHandle;
        try {
            byte typeCode = stream.input.peekByte();
            switch (typeCode) {
                case TC_NULL:
                    return (String) stream.readNullReference();
                case TC_REFERENCE: {
                    Object entry = stream.readPrevObject(false);
                    if (entry != null && !(entry instanceof String)) {
                        throw new ClassCastException("class " + ReflectiveObjectInputStream.jdkName(entry)
                                + " cannot be cast to class java.lang.String");
                    }
                    return (String) entry;
                }
                case TC_STRING:
                case TC_LONGSTRING:
                    return stream.readNewString(false);
                default:
                    throw new StreamCorruptedException(String.format("invalid type code: %02X", typeCode));
            }
        } finally {
            stream.passHandle = oldHandle;
        }
    }

    /**
     * resolveClass: the subclass's hook when it overrides it (given what readClassDescriptor
     * returned, or an ObjectStreamClass of the stream's descriptor), else the default without one.
     */
    private static Class<?> resolveClassOf(ReflectiveObjectInputStream stream, StreamDescriptor.Body body,
                                           ObjectStreamClass hookDescriptor) throws IOException, ClassNotFoundException {
        if (stream.resolveClassHook) {
            return stream.resolveClass(hookDescriptor != null ? hookDescriptor : DescriptorParser.parse(body));
        }
        String name = body.name();
        if (!stream.resolvesInFixedLoader() && !ClassResolution.needsCallersLoader(name)) {
            return ClassResolution.resolveWithoutCaller(name);
        }
        return stream.resolveInLoader(name);
    }
}
