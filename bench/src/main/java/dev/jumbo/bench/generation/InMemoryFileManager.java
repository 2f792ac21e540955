package dev.jumbo.bench.generation;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;

/** A javac file manager that keeps the class files it is asked to write in memory. */
final class InMemoryFileManager extends ForwardingJavaFileManager<JavaFileManager> {
    private final Map<String, ByteArrayOutputStream> classFiles = new HashMap<>();

    InMemoryFileManager(JavaFileManager standard) {
        super(standard);
    }

    @Override
    public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
            FileObject sibling) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        classFiles.put(className, bytes);
        return new SimpleJavaFileObject(URI.create("memory:///" + className.replace('.', '/') + kind.extension), kind) {
            @Override
            public OutputStream openOutputStream() {
                return bytes;
            }
        };
    }

    /** The class file javac wrote for a binary class name. */
    byte[] classFile(String className) {
        ByteArrayOutputStream bytes = classFiles.get(className);
        if (bytes == null) {
            throw new IllegalStateException("javac wrote no class file for " + className);
        }
        return bytes.toByteArray();
    }

    /** A compilation unit held as a string. */
    static JavaFileObject source(String className, String text) {
        URI uri = URI.create("string:///" + className.replace('.', '/') + JavaFileObject.Kind.SOURCE.extension);
        return new SimpleJavaFileObject(uri, JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return text;
            }
        };
    }
}
