package dev.jumbo.compiler.emit;

import dev.jumbo.compiler.source.SourceFile;

import java.nio.file.Path;

/**
 * One compilation unit handed to javac.
 *
 * @param original  the file the user wrote ({@code .jjava} or {@code .java})
 * @param javaFile  the Java file javac reads: the translation of a {@code .jjava} file,
 *                  or the {@code .java} file itself
 * @param positions maps offsets in {@code javaFile} back to {@code original}
 */
public record EmitInput(SourceFile original, Path javaFile, PositionMap positions) {

    /** A plain Java source, compiled as written. */
    public static EmitInput plainJava(SourceFile source) {
        return new EmitInput(source, source.path(), PositionMap.IDENTITY);
    }
}
