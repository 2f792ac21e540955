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
        return CACHE.get(holder).computeIfAbsent(binaryName, name -> {
            try {
                return Optional.of(Class.forName(name, false, holder.getClassLoader()));
            } catch (ClassNotFoundException | LinkageError e) {
                return Optional.empty();
            }
        }).orElse(null);
    }
}
