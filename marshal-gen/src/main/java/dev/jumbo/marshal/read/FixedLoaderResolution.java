package dev.jumbo.marshal.read;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Class resolution in one class loader that the application names
 * ({@code Options.withClassLoader}), as the {@code ObjectInputStream} subclasses of frameworks
 * do that override {@code resolveClass} with {@code Class.forName(name, false, loader)} (Spark's
 * {@code JavaDeserializationStream}, application servers): no search of the caller's stack for
 * the latest user-defined loader, which on JDK 17 is most of a small message's read.
 *
 * <p>The classes found are kept by name: once a loader has returned a class for a name, the JVM
 * records it as an initiating loader of that class and answers every later
 * {@code Class.forName} of the name in that loader with the same class (JVMS §5.3), so the kept
 * answer is the one {@code Class.forName} would give again. Only successes are kept, at most
 * {@value #RESOLVED_LIMIT} names, so that a hostile stream naming classes without end cannot
 * grow the map further. The options that hold this object hold the loader, as the application
 * does.
 */
public final class FixedLoaderResolution {
    private static final int RESOLVED_LIMIT = 1 << 14;

    private final ClassLoader loader;
    private final Map<String, Class<?>> resolved = new ConcurrentHashMap<>();

    public FixedLoaderResolution(ClassLoader loader) {
        this.loader = Objects.requireNonNull(loader, "loader");
    }

    public ClassLoader loader() {
        return loader;
    }

    /** resolveClass's default in this loader: the class of this name, or the primitive type of this name. */
    public Class<?> resolve(String name) throws ClassNotFoundException {
        Class<?> known = resolved.get(name);
        if (known != null) {
            return known;
        }
        Class<?> found = ClassResolution.resolve(name, loader);
        if (!found.isPrimitive() && resolved.size() < RESOLVED_LIMIT) {
            resolved.putIfAbsent(name, found);
        }
        return found;
    }
}
