package dev.jumbo.lang.define;

import java.lang.invoke.MethodHandles;

/**
 * The bootstrap of the dynamic constants that {@code `Value} holes become in classes defined
 * by {@link dev.jumbo.lang.Code#defineClass()}: resolved once per constant, then a JVM constant.
 * (Hidden nestmates use {@link MethodHandles#classDataAt} instead.)
 */
public final class ClassConstants {
    private ClassConstants() {
    }

    public static Object constant(MethodHandles.Lookup lookup, String name, Class<?> type, int index) {
        ClassLoader loader = lookup.lookupClass().getClassLoader();
        if (!(loader instanceof GeneratedLoader generated)) {
            throw new IllegalStateException("a `Value constant outside a generated class: " + lookup.lookupClass());
        }
        return type.cast(generated.constant(index));
    }
}
