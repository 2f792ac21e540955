package dev.jumbo.lang.type;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Loads classes by name through the loader of a quote's holder class, without initializing
 * them, and remembers the answers (found or not) per holder class.
 */
public final class ClassNames {
    private static final ClassValue<ConcurrentHashMap<String, Optional<Class<?>>>> CACHE = new ClassValue<>() {
        @Override
        protected ConcurrentHashMap<String, Optional<Class<?>>> computeValue(Class<?> holder) {
            return new ConcurrentHashMap<>();
        }
    };

    private ClassNames() {
    }

    /** The class with this binary name as seen from {@code holder}, or null. */
    public static Class<?> load(Class<?> holder, String binaryName) {
        // get, then put: a lambda for computeIfAbsent would cost a fresh JVM a spun class at the first lookup
        ConcurrentHashMap<String, Optional<Class<?>>> known = CACHE.get(holder);
        Optional<Class<?>> found = known.get(binaryName);
        if (found == null) {
            found = find(holder, binaryName);
            known.putIfAbsent(binaryName, found);
        }
        return found.orElse(null);
    }

    private static Optional<Class<?>> find(Class<?> holder, String binaryName) {
        try {
            return Optional.of(Class.forName(binaryName, false, holder.getClassLoader()));
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.empty();
        }
    }
}
