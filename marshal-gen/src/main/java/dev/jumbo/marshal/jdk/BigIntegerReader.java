package dev.jumbo.marshal.jdk;

import dev.jumbo.marshal.io.BlockDataInput;
import dev.jumbo.marshal.read.GetFieldValues;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.ReadSession;
import java.io.IOException;
import java.io.StreamCorruptedException;
import java.math.BigInteger;

/**
 * BigInteger.readObject: its serial fields (bitCount, bitLength, firstNonzeroByteNum and
 * lowestSetBit, ignored; signum; magnitude), checked as the class checks them, then the
 * value made by the public signum-magnitude constructor, which strips leading zero bytes as
 * readObject does. Until then the handle holds a zero BigInteger of its own, as the JDK's
 * handle holds the instance being read: a magnitude that refers back to it fails the same
 * cast.
 */
final class BigIntegerReader extends JdkClassReader {
    /** BigInteger.MAX_MAG_LENGTH: the most ints of a magnitude. */
    private static final int MAX_MAGNITUDE_INTS = Integer.MAX_VALUE / Integer.SIZE + 1;

    BigIntegerReader(StreamDescriptor desc) {
        super(desc);
    }

    @Override
    Object readInstance(ReadSession session, boolean unshared) throws IOException {
        int handle = session.assignHandle(new BigInteger(0, new byte[0]), unshared);
        BlockDataInput input = session.input();
        input.readInt();
        input.readInt();
        input.readInt();
        input.readInt();
        int signum = input.readInt();
        Object magnitudeField = session.readNestedObject(handle);
        input.setBlockDataMode(true);
        if (signum < -1 || signum > 1) {
            throw new StreamCorruptedException("BigInteger: Invalid signum value");
        }
        ClassNotFoundException unresolved = session.exception(handle);
        // BigInteger.readObject's fields.get("magnitude", null) throws from JDK 18 on.
        GetFieldValues.throwIfUnresolvedValueThrows(unresolved);
        byte[] magnitude = ((byte[]) (unresolved != null ? null : magnitudeField)).clone();
        int first = 0;
        while (first < magnitude.length && magnitude[first] == 0) {
            first++;
        }
        if ((first == magnitude.length) != (signum == 0)) {
            throw new StreamCorruptedException("BigInteger: signum-magnitude mismatch");
        }
        // BigInteger's checkRange, on the ints the magnitude makes: too many, or as many as the
        // maximum with the top int's sign bit set.
        int significantBytes = magnitude.length - first;
        long magnitudeInts = (significantBytes + 3L) / 4;
        boolean topIntNegative = significantBytes % 4 == 0 && significantBytes > 0 && magnitude[first] < 0;
        if (magnitudeInts > MAX_MAGNITUDE_INTS || magnitudeInts == MAX_MAGNITUDE_INTS && topIntNegative) {
            throw new StreamCorruptedException("BigInteger: Out of the supported range");
        }
        BigInteger value = new BigInteger(signum, magnitude);
        if (!unshared) {
            session.setObject(handle, value);
        }
        endCustomData(session);
        return session.finishNewObject(value, desc, handle, unshared);
    }
}
