package dev.jumbo.marshal;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamConstants;
import java.io.OptionalDataException;

/**
 * Makes the JDK's {@link OptionalDataException}, whose constructors are not public: the JDK's
 * own reader throws one when asked for an object where primitive data stands, so a tiny stream
 * that holds such data is read by it. {@link #length(int)}: a block of that many unread bytes
 * ({@code length} set); {@link #end()}: the end of the object's custom data ({@code eof} set).
 */
final class OptionalData {
    private OptionalData() {
    }

    /** An OptionalDataException with {@code length} and {@code eof == false}. */
    static OptionalDataException length(int length) {
        byte[] bytes = {
            (byte) 0xAC, (byte) 0xED, 0, 5, ObjectStreamConstants.TC_BLOCKDATALONG,
            (byte) (length >>> 24), (byte) (length >>> 16), (byte) (length >>> 8), (byte) length, 0
        };
        return thrownBy(bytes);
    }

    /** An OptionalDataException with {@code eof == true}. */
    static OptionalDataException end() {
        byte[] bytes = {(byte) 0xAC, (byte) 0xED, 0, 5, ObjectStreamConstants.TC_ENDBLOCKDATA};
        return thrownBy(bytes);
    }

    private static OptionalDataException thrownBy(byte[] bytes) {
        try (ObjectInputStream reader = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            reader.readObject();
        } catch (OptionalDataException e) {
            e.fillInStackTrace();
            return e;
        } catch (IOException | ClassNotFoundException e) {
            throw new IllegalStateException("the JDK's reader did not report optional data", e);
        }
        throw new IllegalStateException("the JDK's reader read an object out of optional data");
    }
}
