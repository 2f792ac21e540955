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
     * From JDK 18 on, {@code Method.invoke}, which the JDK's reader calls a class's own
     * {@code readObject}, {@code readObjectNoData} and {@code readResolve} with, runs on method
     * handles (JEP 416) and guesses from the stack whether a {@code NullPointerException} or
     * {@code ClassCastException} came from the arguments or from the method: when every frame
     * above the call is the JDK's reflection or method-handle code, it reports an
     * {@code IllegalArgumentException}. So an exception thrown by a method of
     * {@code java.lang.invoke} itself ({@code SerializedLambda.readResolve} on a null
     * {@code capturingClass}) reaches the caller of {@code readObject} as an
     * {@code IllegalArgumentException}; JDK 17 lets it through.
     */
    static final boolean REFLECTION_GUESSES_ILLEGAL_ARGUMENTS = FEATURE >= 18;

    /** The packages whose frames {@code Method.invoke} takes for its own (jdk.internal.reflect.AccessorUtils). */
    private static final java.util.Set<String> REFLECTION_PACKAGES = java.util.Set.of(
            "java.lang.reflect", "java.lang.invoke", "jdk.internal.reflect", "sun.invoke.util");

    /**
     * What the JDK's reader throws for {@code thrown}, an exception of a class's own
     * {@code readObject}, {@code readObjectNoData} or {@code readResolve} that this reader called
     * through a method handle in {@code caller}'s method {@code callSite}: the same exception, or
     * the {@code IllegalArgumentException} that {@code Method.invoke} makes of it
     * ({@link #REFLECTION_GUESSES_ILLEGAL_ARGUMENTS}). The call site stands where the JDK's
     * accessor frame does; any other frame of ours stands for {@code java.io}'s.
     */
    public static RuntimeException asMethodInvokeReports(RuntimeException thrown, Class<?> caller, String callSite) {
        boolean nullPointer = thrown instanceof NullPointerException;
        if (!REFLECTION_GUESSES_ILLEGAL_ARGUMENTS || !(nullPointer || thrown instanceof ClassCastException)) {
            return thrown;
        }
        StackTraceElement[] frames = thrown.getStackTrace();
        int index = frames.length > 0 && frames[0].getClassName().equals("java.lang.Class")
                && frames[0].getMethodName().equals("cast") ? 1 : 0;
        for (; index < frames.length; index++) {
            StackTraceElement frame = frames[index];
            String name = frame.getClassName();
            if (name.equals(caller.getName()) && frame.getMethodName().equals(callSite)) {
                return nullPointer ? new IllegalArgumentException(thrown) : new IllegalArgumentException("argument type mismatch");
            }
            int dot = name.lastIndexOf('.');
            if (!"java.base".equals(frame.getModuleName()) || !REFLECTION_PACKAGES.contains(dot > 0 ? name.substring(0, dot) : "")) {
                return thrown;
            }
        }
        return thrown;
    }

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
