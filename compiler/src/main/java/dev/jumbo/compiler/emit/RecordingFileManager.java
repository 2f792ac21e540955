package dev.jumbo.compiler.emit;

import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Records which class files javac writes for which source, for incremental builds. */
final class RecordingFileManager extends ForwardingJavaFileManager<StandardJavaFileManager> {
    private final Map<String, List<Path>> classFilesBySource = new HashMap<>();

    RecordingFileManager(StandardJavaFileManager standard) {
        super(standard);
    }

    @Override
    public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                                               FileObject sibling) throws IOException {
        JavaFileObject output = super.getJavaFileForOutput(location, className, kind, sibling);
        if (kind == JavaFileObject.Kind.CLASS && sibling != null) {
            List<Path> classFiles = classFilesBySource.computeIfAbsent(sibling.toUri().toString(), key -> new ArrayList<>());
            Path path = Path.of(output.toUri());
            if (!classFiles.contains(path)) {
                classFiles.add(path);
            }
        }
        return output;
    }

    /** The class files written for a compilation unit. */
    List<Path> classFilesFrom(JavaFileObject source) {
        return classFilesBySource.getOrDefault(source.toUri().toString(), List.of());
    }
}
