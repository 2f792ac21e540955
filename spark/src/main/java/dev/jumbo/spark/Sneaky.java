package dev.jumbo.spark;

/**
 * Throws a checked exception through a method that declares none, as Scala code does.
 *
 * <p>Spark's serializer interface is Scala and declares no exceptions, but its callers expect
 * the {@code IOException}s of {@code JavaSerializer}'s streams themselves (an
 * {@code EOFException} ends a {@code DeserializationStream}'s iterator, for one), not a
 * wrapper; so our streams throw them unchanged.
 */
final class Sneaky {
    private Sneaky() {
    }

    /** Never returns; declared to return an exception so that callers can write {@code throw Sneaky.rethrow(e)}. */
    static RuntimeException rethrow(Throwable failure) {
        throw Sneaky.<RuntimeException>uncheck(failure);
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E uncheck(Throwable failure) throws E {
        throw (E) failure;
    }
}
