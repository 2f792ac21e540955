package dev.jumbo.marshal;

import dev.jumbo.marshal.read.GetFieldValues;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.read.StreamField;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;

/**
 * A record's classdata[] for {@link ReflectiveObjectInputStream}: its values, passed to the
 * canonical constructor, which makes the object. Loaded by the first record a stream reads.
 */
final class RecordReading {
    private RecordReading() {
    }

    /**
     * A record's values: field values of any superclass descriptors are read and dropped, then
     * the record's own, passed by name to the canonical constructor (a component the stream does
     * not have gets its type's default).
     */
    static Object readRecord(ReflectiveObjectInputStream stream, StreamDescriptor desc) throws IOException {
        StreamDescriptor.Slot[] slots = desc.slots();
        for (int i = 0; i < slots.length - 1; i++) {
            if (slots[i].hasData()) {
                stream.readFieldValues(slots[i].descriptor(), true);
            }
        }
        GetFieldValues values = stream.readFieldValues(desc, true);
        if (stream.handles.lookupException(stream.passHandle) != null) {
            return null;
        }
        MethodHandle constructor = desc.routes().canonicalConstructor();
        RecordComponent[] components = desc.localClass().getRecordComponents();
        Object[] arguments = new Object[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                arguments[i] = componentValue(components[i], values);
            }
            return constructor.invokeWithArguments(arguments);
        } catch (Exception e) {
            InvalidObjectException failure = new InvalidObjectException(e.getMessage());
            failure.initCause(e);
            throw failure;
        } catch (Error e) {
            throw e;
        } catch (Throwable e) {
            InvalidObjectException failure = new InvalidObjectException("ReflectiveOperationException during deserialization");
            failure.initCause(e);
            throw failure;
        }
    }

    private static Object componentValue(RecordComponent component, GetFieldValues values) {
        Class<?> type = component.getType();
        for (StreamField field : values.descriptor().fields()) {
            if (!field.name().equals(component.getName())) {
                continue;
            }
            if (field.isPrimitive()) {
                return primitiveValue(field.typeCode(), values, field.offset());
            }
            Object value = values.objectAt(field.offset());
            if (value != null && !type.isInstance(value)) {
                throw new ClassCastException("Cannot cast " + value.getClass().getName() + " to " + type.getName());
            }
            return value;
        }
        return type.isPrimitive() ? Array.get(Array.newInstance(type, 1), 0) : null;
    }

    private static Object primitiveValue(char typeCode, GetFieldValues values, int offset) {
        return switch (typeCode) {
            case 'Z' -> values.byteAt(offset) != 0;
            case 'B' -> values.byteAt(offset);
            case 'C' -> (char) values.shortAt(offset);
            case 'S' -> (short) values.shortAt(offset);
            case 'I' -> values.intAt(offset);
            case 'F' -> Float.intBitsToFloat(values.intAt(offset));
            case 'J' -> values.longAt(offset);
            case 'D' -> Double.longBitsToDouble(values.longAt(offset));
            default -> throw new IllegalArgumentException("not a primitive type code: " + typeCode);
        };
    }
}
