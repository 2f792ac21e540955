package dev.jumbo.stdlib;

/**
 * For generated code that calls a {@code MethodHandle}: {@code invokeExact} declares
 * {@code Throwable}, which Java (and lang, as javac) requires to be caught or declared. The code
 * the handle stands for (a constructor, a field store) throws only what it would throw if called
 * directly, so generated code rethrows whatever it caught, unchanged and unwrapped:
 * <pre>{@code
 * try { ((MethodHandle) `Value(h)).invokeExact(x); } catch (Throwable thrown) { throw Throwables.propagate(thrown); }
 * }</pre>
 */
public final class Throwables {
    private Throwables() {
    }

    /**
     * Throws {@code thrown} itself (a checked exception too: the JVM does not check them) and
     * never returns; declared to return an exception so that the call can stand after
     * {@code throw} and end the block for the compiler's flow analysis.
     */
    public static RuntimeException propagate(Throwable thrown) {
        throw Throwables.<RuntimeException>unchecked(thrown);
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T unchecked(Throwable thrown) throws T {
        throw (T) thrown;
    }
}
