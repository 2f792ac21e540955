package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.ReadSession;
import java.io.IOException;

/**
 * The boxed primitives and {@code UUID}: default field values only, made into a new object once
 * read (a new box, as the JDK makes, never a cached one). No object is read in between, so
 * nothing can refer to the handle before it has its object.
 */
final class BoxReader extends JdkClassReader {
    /** The classes read here, each by its default fields. */
    enum Value {
        INTEGER, LONG, DOUBLE, FLOAT, SHORT, BYTE, CHARACTER, BOOLEAN, UUID;

        /** The value class {@code type} is, or null. */
        static Value of(Class<?> type) {
            if (type == Integer.class) {
                return INTEGER;
            } else if (type == Long.class) {
                return LONG;
            } else if (type == Double.class) {
                return DOUBLE;
            } else if (type == Float.class) {
                return FLOAT;
            } else if (type == Short.class) {
                return SHORT;
            } else if (type == Byte.class) {
                return BYTE;
            } else if (type == Character.class) {
                return CHARACTER;
            } else if (type == Boolean.class) {
                return BOOLEAN;
            } else if (type == java.util.UUID.class) {
                return UUID;
            }
            return null;
        }
    }

    private final Value value;

    BoxReader(StreamDescriptor desc, Value value) {
        super(desc);
        this.value = value;
    }

    @Override
    @SuppressWarnings({"removal", "deprecation"})
    Object readInstance(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(null, unshared);
        BlockDataInput input = session.input();
        Object made = switch (value) {
            case INTEGER -> new Integer(input.readInt());
            case LONG -> new Long(input.readLong());
            case DOUBLE -> new Double(input.readDouble());
            case FLOAT -> new Float(input.readFloat());
            case SHORT -> new Short(input.readShort());
            case BYTE -> new Byte(input.readByte());
            case CHARACTER -> new Character(input.readChar());
            case BOOLEAN -> new Boolean(input.readBoolean());
            case UUID -> {
                // Stream order: leastSigBits, mostSigBits.
                long least = input.readLong();
                long most = input.readLong();
                yield new java.util.UUID(most, least);
            }
        };
        if (!unshared) {
            session.setObject(handle, made);
        }
        return session.finishNewObject(made, desc, handle, unshared);
    }
}
