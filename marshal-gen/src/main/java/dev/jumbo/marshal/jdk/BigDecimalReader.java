package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.GetFieldValues;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.ReadSession;
import java.io.IOException;
import java.io.StreamCorruptedException;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * BigDecimal.readObject (readFields): scale, then intVal, which must be a BigInteger (one of
 * a subclass is copied, as toStrictBigInteger copies it); the value made by the public
 * constructor from the unscaled value and the scale, which keeps that BigInteger. Until then
 * the handle holds a zero BigDecimal of its own, for the same reason as BigInteger's.
 */
final class BigDecimalReader extends JdkClassReader {
    BigDecimalReader(StreamDescriptor desc) {
        super(desc);
    }

    @Override
    Object readInstance(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(new BigDecimal(new BigInteger(0, new byte[0])), unshared);
        BlockDataInput input = session.input();
        int scale = input.readInt();
        Object intValField = session.readNestedObject(handle);
        input.setBlockDataMode(true);
        ClassNotFoundException unresolved = session.exception(handle);
        // BigDecimal.readObject's fields.get("intVal", null) throws from JDK 18 on.
        GetFieldValues.throwIfUnresolvedValueThrows(unresolved);
        BigInteger unscaled = (BigInteger) (unresolved != null ? null : intValField);
        if (unscaled == null) {
            throw new StreamCorruptedException("Null or missing intVal in BigDecimal stream");
        }
        if (unscaled.getClass() != BigInteger.class) {
            unscaled = new BigInteger(unscaled.toByteArray());
        }
        BigDecimal value = new BigDecimal(unscaled, scale);
        if (!unshared) {
            session.setObject(handle, value);
        }
        endCustomData(session);
        return session.finishNewObject(value, desc, handle, unshared);
    }
}
