package dev.jumbo.compiler.quotes;

import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Compiles a case's reference source, the class {@code Case} in the unnamed package, with
 * javac in memory ({@code --release 17}) and loads it in a loader of its own.
 */
final class ReferenceCompiler {
    private final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    private final StandardJavaFileManager files = javac.getStandardFileManager(null, null, null);

    /** The loaded class {@code Case}; an {@link AssertionError} with javac's messages if it does not compile. */
    Class<?> compile(String source, ClassLoader parent) throws ClassNotFoundException {
        Map<String, byte[]> classes = new HashMap<>();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        boolean compiled = compile(source, classes, diagnostics);
        if (!compiled) {
            throw new AssertionError("javac rejects the reference source:\n" + diagnostics.getDiagnostics().stream()
                    .map(Object::toString).collect(Collectors.joining("\n")) + "\n" + source);
        }
        return new MemoryLoader(classes, parent).loadClass("Case");
    }

    /** javac's errors for the source, in its order (its message in English, and its line); empty when it compiles. */
    List<javax.tools.Diagnostic<? extends JavaFileObject>> errors(String source) {
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        compile(source, new HashMap<>(), diagnostics);
        return diagnostics.getDiagnostics().stream()
                .filter(diagnostic -> diagnostic.getKind() == javax.tools.Diagnostic.Kind.ERROR).toList();
    }

    private boolean compile(String source, Map<String, byte[]> classes, DiagnosticCollector<JavaFileObject> diagnostics) {
        JavaFileObject unit = new SimpleJavaFileObject(URI.create("string:///Case.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        ForwardingJavaFileManager<StandardJavaFileManager> memory = new ForwardingJavaFileManager<>(files) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                                                       FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("memory:///" + className + ".class"), kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return new ByteArrayOutputStream() {
                            @Override
                            public void close() {
                                classes.put(className.replace('/', '.'), toByteArray());
                            }
                        };
                    }
                };
            }
        };
        return javac.getTask(null, memory, diagnostics, List.of("--release", "17", "-proc:none", "-nowarn"),
                null, List.of(unit)).call();
    }

    /** Defines the classes of one compilation; each reference gets a fresh one, so every case may name its class {@code Case}. */
    private static final class MemoryLoader extends ClassLoader {
        private final Map<String, byte[]> classes;

        MemoryLoader(Map<String, byte[]> classes, ClassLoader parent) {
            super(parent);
            this.classes = classes;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = classes.get(name);
            if (bytes == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, bytes, 0, bytes.length);
        }
    }
}
