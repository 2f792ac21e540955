package dev.jumbo.bench.generation;

import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Peer (c): javac in process through {@code javax.tools}, compiling from and to memory; the
 * class file is defined as a hidden class, like ASM's. The standard file manager is created
 * once per generator and reused, as a long-running program would.
 */
public final class JavacGenerator implements ClassGenerator {
    private final JavaCompiler compiler;
    private final StandardJavaFileManager standardFileManager;
    private final List<String> options;

    public JavacGenerator() {
        compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new IllegalStateException("javac is not available: run the benchmarks on a JDK, not a JRE");
        }
        standardFileManager = compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8);
        // -proc:none: the benchmark jar carries JMH's annotation processor, which must not run here.
        options = List.of("-proc:none", "-g:source,lines", "--release", "17",
                "-classpath", System.getProperty("java.class.path"));
    }

    @Override
    public Object generate(ClassShape shape, String simpleName) throws ReflectiveOperationException {
        String className = JavaSources.PACKAGE + "." + simpleName;
        InMemoryFileManager fileManager = new InMemoryFileManager(standardFileManager);
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavaFileObject source = InMemoryFileManager.source(className, JavaSources.of(shape, simpleName));
        boolean compiled = compiler.getTask(null, fileManager, diagnostics, options, null, List.of(source)).call();
        if (!compiled) {
            throw new IllegalStateException("javac rejected " + className + ": " + diagnostics.getDiagnostics());
        }
        return HiddenClasses.defineAndInstantiate(fileManager.classFile(className));
    }
}
