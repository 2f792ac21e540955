package dev.jumbo.compiler.quotes;

import dev.jumbo.compiler.CompileRequest;
import dev.jumbo.compiler.CompileResult;
import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.JumboCompiler;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Compiles every case file with {@link JumboCompiler} in one run (one javac start for the whole
 * corpus). When some files have errors, they are set aside with their diagnostics and the
 * others are compiled again, so that one broken case does not hide the rest.
 */
final class CorpusCompilation {
    private final Map<Path, String> errors = new HashMap<>();
    private final ClassLoader loader;

    CorpusCompilation(List<Path> files, Path directory) {
        List<Path> remaining = new ArrayList<>(files);
        Path output = directory.resolve("classes");
        for (int attempt = 1; ; attempt++) {
            CompileResult result = new JumboCompiler().compile(CompileRequest.builder()
                    .sources(remaining)
                    .outputDirectory(directory.resolve("classes-" + attempt))
                    .build());
            if (result.success() || remaining.isEmpty()) {
                output = directory.resolve("classes-" + attempt);
                break;
            }
            Map<Path, String> failed = result.errors().stream().filter(error -> error.file() != null)
                    .collect(Collectors.groupingBy(Diagnostic::file,
                            Collectors.mapping(Diagnostic::format, Collectors.joining())));
            if (failed.isEmpty() || attempt > 3) {
                throw new AssertionError("the corpus does not compile:\n" + result.formattedDiagnostics());
            }
            errors.putAll(failed);
            remaining.removeAll(failed.keySet());
        }
        try {
            loader = new URLClassLoader(new URL[] {output.toUri().toURL()}, CorpusCompilation.class.getClassLoader());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The compiler's errors for a case file, if it did not compile. */
    Optional<String> errors(Path file) {
        return Optional.ofNullable(errors.get(file));
    }

    /** The loader of the compiled holder classes. */
    ClassLoader loader() {
        return loader;
    }
}
