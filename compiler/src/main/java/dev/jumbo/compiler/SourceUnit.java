package dev.jumbo.compiler;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What one source file became in a compilation, for build tools that recompile only what
 * changed: when a file changes, recompile it and every file whose {@link #referencedTypes()}
 * meet its old or new {@link #definedTypes()}.
 *
 * @param source          the {@code .jjava} or {@code .java} file, as given in the request
 * @param generatedSource the translated Java of a {@code .jjava} file; empty for a {@code .java} file
 * @param classFiles      the class files written for the types the file defines
 * @param definedTypes    the binary names of the types the file declares, nested ones included
 *                        (e.g. {@code a.B}, {@code a.B$C})
 * @param referencedTypes the binary names of the source-level types the file's code names
 *                        (outside the file itself), for dependency tracking
 */
public record SourceUnit(Path source, Optional<Path> generatedSource, List<Path> classFiles,
                         Set<String> definedTypes, Set<String> referencedTypes) {

    public SourceUnit {
        classFiles = List.copyOf(classFiles);
        definedTypes = Set.copyOf(definedTypes);
        referencedTypes = Set.copyOf(referencedTypes);
    }

    /** Whether the source is a {@code .jjava} file. */
    public boolean isJumbo() {
        return source.getFileName().toString().endsWith(".jjava");
    }
}
