package dev.jumbo.compiler.emit;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Sets the SourceFile attribute of a class compiled from a translated {@code .jjava} file
 * to the {@code .jjava} name, so that stack traces of generators name the file the user
 * wrote (the line numbers already match, since translation keeps every host token on its
 * line).
 */
final class SourceFileRewriter {
    private SourceFileRewriter() {
    }

    /** Rewrites the class file in place; the rest of the class is copied unchanged. */
    static void rewrite(Path classFile, String sourceFileName) {
        try {
            ClassReader reader = new ClassReader(Files.readAllBytes(classFile));
            ClassWriter writer = new ClassWriter(reader, 0);
            reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
                @Override
                public void visitSource(String source, String debug) {
                    super.visitSource(sourceFileName, debug);
                }
            }, 0);
            Files.write(classFile, writer.toByteArray());
        } catch (IOException exception) {
            throw new UncheckedIOException(exception);
        }
    }
}
