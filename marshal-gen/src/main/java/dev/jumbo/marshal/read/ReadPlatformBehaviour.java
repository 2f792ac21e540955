package dev.jumbo.marshal.read;

/**
 * Where the running JDK's reader behaves differently from another's, for the reader to match
 * it. Each fact is the JDK feature release where it changed (read in the JDK's sources).
 */
public final class ReadPlatformBehaviour {
    private static final int FEATURE = Runtime.version().feature();

    /**
     * {@code GetField.get(name, Object)} of a value whose class did not resolve: JDK 17 answers
     * null, later JDKs throw the {@code ClassNotFoundException} (unless
     * {@code -Djdk.serialGetFieldCnfeReturnsNull=true}).
     */
    static final boolean GET_FIELD_THROWS_CLASS_NOT_FOUND = FEATURE > 17
            && !Boolean.getBoolean("jdk.serialGetFieldCnfeReturnsNull");

    /**
     * Default field values of an object marked with a ClassNotFoundException: JDK 17 still sets
     * them; later JDKs do not.
     */
    public static final boolean SETS_FIELDS_OF_FAILED_OBJECTS = FEATURE <= 17;

    /**
     * An {@code IllegalAccessError} from {@code resolveProxyClass} (conflicting non-public
     * interface loaders): JDK 17 lets it through; later JDKs wrap it in an
     * {@code InvalidClassException}.
     */
    public static final boolean WRAPS_PROXY_ACCESS_ERROR = FEATURE > 17;

    /**
     * A negative array length: newer JDK updates (17.0.16+, 21+) refuse it as a
     * {@code StreamCorruptedException("Array length is negative")} before the filter; older ones
     * show it to the filter and then fail allocating ({@code NegativeArraySizeException}).
     * Probed on the running JDK's reader the first time a stream holds a negative length (only a
     * corrupt stream does; the probe's stream calls the filter factory once).
     */
    public static boolean negativeArrayLengthIsCorruption() {
        return NegativeArrayLength.IS_CORRUPTION;
    }

    private static final class NegativeArrayLength {
        static final boolean IS_CORRUPTION = probeNegativeArrayLength();
    }

    private static boolean probeNegativeArrayLength() {
        try {
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
                out.writeObject(new int[0]);
            }
            byte[] stream = bytes.toByteArray();
            int length = stream.length - 4;
            stream[length] = (byte) 0xFF;
            stream[length + 1] = (byte) 0xFF;
            stream[length + 2] = (byte) 0xFF;
            stream[length + 3] = (byte) 0xFF;
            try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(stream))) {
                in.readObject();
            }
            throw new IllegalStateException("the JDK's reader accepted an array of length -1");
        } catch (java.io.StreamCorruptedException e) {
            return true;
        } catch (NegativeArraySizeException e) {
            return false;
        } catch (java.io.IOException | ClassNotFoundException e) {
            throw new IllegalStateException("probing the JDK's reader on a negative array length", e);
        }
    }

    private ReadPlatformBehaviour() {
    }
}
