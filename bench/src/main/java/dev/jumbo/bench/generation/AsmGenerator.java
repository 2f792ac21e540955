package dev.jumbo.bench.generation;

/** Peer (a): the class written by hand with ASM and defined with {@code Lookup.defineHiddenClass}. */
public final class AsmGenerator implements ClassGenerator {
    private static final String PACKAGE_PATH = JavaSources.PACKAGE.replace('.', '/');

    @Override
    public Object generate(ClassShape shape, String simpleName) throws ReflectiveOperationException {
        return HiddenClasses.defineAndInstantiate(AsmClasses.of(shape, PACKAGE_PATH + "/" + simpleName));
    }
}
