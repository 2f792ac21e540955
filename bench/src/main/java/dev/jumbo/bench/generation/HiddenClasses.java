package dev.jumbo.bench.generation;

import java.lang.invoke.MethodHandles;

/** Defines class files as hidden classes in this package, then instantiates them. */
final class HiddenClasses {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    private HiddenClasses() {
    }

    static Object defineAndInstantiate(byte[] classFile) throws ReflectiveOperationException {
        Class<?> defined = LOOKUP.defineHiddenClass(classFile, true).lookupClass();
        return defined.getDeclaredConstructor().newInstance();
    }
}
