package dev.jumbo.compiler.source;

import dev.jumbo.compiler.Diagnostic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Expands the request's files and directories into the source files to compile, reading
 * each in the request's encoding. A missing file, a file of another kind or bytes that are
 * not text in that encoding are diagnostics, not exceptions.
 */
public final class SourceFinder {
    private final Charset encoding;
    private final List<Diagnostic> diagnostics = new ArrayList<>();

    /** A finder reading files in {@code encoding}. */
    public SourceFinder(Charset encoding) {
        this.encoding = encoding;
    }

    /** The problems met while finding and reading sources. */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    /** The sources below the given paths, each once, in a stable order. */
    public List<SourceFile> find(List<Path> filesOrDirectories) {
        Set<Path> paths = new LinkedHashSet<>();
        for (Path given : filesOrDirectories) {
            if (Files.isDirectory(given)) {
                paths.addAll(sourcesBelow(given));
            } else if (!Files.exists(given)) {
                diagnostics.add(Diagnostic.error("file not found: " + given));
            } else if (!SourceFile.isSource(given)) {
                diagnostics.add(Diagnostic.error("not a .jjava or .java file: " + given));
            } else {
                paths.add(given);
            }
        }
        List<SourceFile> sources = new ArrayList<>();
        for (Path path : paths) {
            read(path, sources);
        }
        return sources;
    }

    private static List<Path> sourcesBelow(Path directory) {
        try (Stream<Path> walk = Files.walk(directory)) {
            return walk.filter(Files::isRegularFile).filter(SourceFile::isSource).sorted().toList();
        } catch (IOException exception) {
            throw new UncheckedIOException(exception);
        }
    }

    private void read(Path path, List<SourceFile> sources) {
        try {
            sources.add(new SourceFile(path, Files.readString(path, encoding)));
        } catch (CharacterCodingException exception) {
            diagnostics.add(new Diagnostic(Diagnostic.Kind.ERROR, path, 0, 0,
                    "the file is not valid " + encoding.name() + " (set the source encoding)", ""));
        } catch (IOException exception) {
            diagnostics.add(new Diagnostic(Diagnostic.Kind.ERROR, path, 0, 0, "cannot read the file: " + exception.getMessage(), ""));
        }
    }
}
