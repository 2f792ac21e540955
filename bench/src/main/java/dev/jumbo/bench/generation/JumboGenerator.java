package dev.jumbo.bench.generation;

import java.lang.invoke.MethodHandles;

/**
 * Jumbo: the class as a {@code Code} tree ({@link JumboClasses}), defined with
 * {@code Code.defineClass(Lookup)} as a hidden class in this package, like ASM's.
 */
public final class JumboGenerator implements ClassGenerator {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    @Override
    public Object generate(ClassShape shape, String simpleName) throws ReflectiveOperationException {
        Class<?> defined = JumboClasses.of(shape, simpleName).defineClass(LOOKUP);
        return defined.getDeclaredConstructor().newInstance();
    }
}
