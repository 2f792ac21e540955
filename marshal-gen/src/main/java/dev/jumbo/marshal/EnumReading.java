package dev.jumbo.marshal;

import dev.jumbo.marshal.read.ReadHandleTable;
import dev.jumbo.marshal.read.StreamDescriptor;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.InvalidObjectException;

/** The newEnum rule of {@link ReflectiveObjectInputStream}: loaded by the first enum constant a stream reads. */
final class EnumReading {
    private EnumReading() {
    }

    /** newEnum: TC_ENUM classDesc newHandle enumConstantName, through {@code Enum.valueOf}. */
    static Enum<?> readNewEnum(ReflectiveObjectInputStream stream, boolean unshared) throws IOException {
        ReadHandleTable handles = stream.handles;
        stream.input.readByte();
        StreamDescriptor desc = stream.readClassDesc(false);
        if (!desc.isEnum()) {
            throw new InvalidClassException("non-enum class: " + desc.describe());
        }
        int handle = handles.assign(unshared ? ReflectiveObjectInputStream.UNSHARED : null);
        stream.markResolveException(handle, desc);
        String name = stream.readNewString(false);
        Enum<?> constant = null;
        Class<?> type = desc.localClass();
        if (type != null) {
            try {
                constant = enumConstant(type, name);
            } catch (IllegalArgumentException e) {
                InvalidObjectException failure = new InvalidObjectException(
                        "enum constant " + name + " does not exist in " + type);
                failure.initCause(e);
                throw failure;
            }
            if (!unshared) {
                handles.setObject(handle, constant);
            }
        }
        handles.finish(handle);
        stream.passHandle = handle;
        return constant;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Enum<?> enumConstant(Class<?> type, String name) {
        return Enum.valueOf((Class) type, name);
    }
}
