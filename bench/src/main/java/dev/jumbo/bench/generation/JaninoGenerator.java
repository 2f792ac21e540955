package dev.jumbo.bench.generation;

import org.codehaus.commons.compiler.CompileException;
import org.codehaus.janino.SimpleCompiler;

/**
 * Peer (b): Janino compiling the equivalent Java source, loaded through Janino's own class
 * loader (one per class), as Apache Fory uses it.
 */
public final class JaninoGenerator implements ClassGenerator {
    private final ClassLoader parent = JaninoGenerator.class.getClassLoader();

    @Override
    public Object generate(ClassShape shape, String simpleName) throws CompileException, ReflectiveOperationException {
        SimpleCompiler compiler = new SimpleCompiler();
        compiler.setParentClassLoader(parent);
        compiler.cook(JavaSources.of(shape, simpleName));
        Class<?> compiled = compiler.getClassLoader().loadClass(JavaSources.PACKAGE + "." + simpleName);
        return compiled.getDeclaredConstructor().newInstance();
    }
}
