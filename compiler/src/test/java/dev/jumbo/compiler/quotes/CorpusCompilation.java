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
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Compiles the case files with {@link JumboCompiler}, one run per feature directory (one javac
 * task for many cases). When some files of a run have errors, they are set aside with their
 * diagnostics and the others are compiled again, so that one broken case does not hide the rest
 * and costs a second compilation of its feature only.
 */
final class CorpusCompilation {
    private static final int ATTEMPTS = 4;

    private final Map<Path, String> errors = new HashMap<>();
    private final List<URL> outputs = new ArrayList<>();
    private final ClassLoader loader;

    CorpusCompilation(List<Path> files, Path directory) {
        Map<Path, List<Path>> features = files.stream()
                .collect(Collectors.groupingBy(Path::getParent, TreeMap::new, Collectors.toList()));
        int run = 0;
        for (List<Path> feature : features.values()) {
            List<Path> remaining = new ArrayList<>(feature);
            for (int attempt = 1; !remaining.isEmpty(); attempt++) {
                Path output = directory.resolve("classes-" + ++run);
                CompileResult result = new JumboCompiler().compile(CompileRequest.builder()
                        .sources(remaining)
                        .outputDirectory(output)
                        .build());
                if (result.success()) {
                    outputs.add(url(output));
                    break;
                }
                Map<Path, String> failed = result.errors().stream().filter(error -> error.file() != null)
                        .collect(Collectors.groupingBy(Diagnostic::file,
                                Collectors.mapping(Diagnostic::format, Collectors.joining())));
                if (failed.isEmpty() || attempt == ATTEMPTS) {
                    throw new AssertionError("the corpus does not compile:\n" + result.formattedDiagnostics());
                }
                errors.putAll(failed);
                remaining.removeAll(failed.keySet());
            }
        }
        loader = new URLClassLoader(outputs.toArray(URL[]::new), CorpusCompilation.class.getClassLoader());
    }

    private static URL url(Path directory) {
        try {
            return directory.toUri().toURL();
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
