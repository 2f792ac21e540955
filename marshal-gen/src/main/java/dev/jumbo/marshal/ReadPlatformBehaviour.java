package dev.jumbo.marshal;

/**
 * Where the running JDK's reader behaves differently from another's, for the reader to match
 * it. Each fact is the JDK feature release where it changed (read in the JDK's sources).
 */
final class ReadPlatformBehaviour {
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
    static final boolean SETS_FIELDS_OF_FAILED_OBJECTS = FEATURE <= 17;

    /**
     * An {@code IllegalAccessError} from {@code resolveProxyClass} (conflicting non-public
     * interface loaders): JDK 17 lets it through; later JDKs wrap it in an
     * {@code InvalidClassException}.
     */
    static final boolean WRAPS_PROXY_ACCESS_ERROR = FEATURE > 17;

    private ReadPlatformBehaviour() {
    }
}
