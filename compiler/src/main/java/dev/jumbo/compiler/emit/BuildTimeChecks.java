package dev.jumbo.compiler.emit;

import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.compiler.translate.FileTranslator;
import dev.jumbo.lang.Code;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * lang's checks at build time, on the quotes that alone decide them ({@code ClosedQuotes}): whole
 * type-declaration quotes without holes, and statement quotes without holes that do not reach into the
 * landing class. After javac has compiled the program, each such quote's Java (the expression that builds
 * its tree) is compiled once more into a throw-away class beside the file's {@code X$JumboSource}, loaded
 * with the program's class path, and its fragment checked and emitted by lang ({@link Code#toClassFiles()},
 * nothing defined, no code of the program run; statements inside a {@link StatementCheckClass}). lang's
 * error becomes a compile error at the quote's line and column, unless it depends on where the fragment
 * lands ({@link QuoteErrors}); those stay run-time {@code CodeException}s, as does everything in quotes
 * with holes. A program whose classes cannot be compiled or loaded here is checked when it runs.
 */
public final class BuildTimeChecks {
    private static final String TYPE_DECLARATIONS = "typeDeclarations";
    private static final String STATEMENTS = "statements";

    private BuildTimeChecks() {
    }

    /** A translated {@code .jjava} file with quotes to check. */
    public record Checked(SourceFile source, FileTranslator.Translation translation) {
    }

    /**
     * The errors lang finds in the closed quotes of {@code files}, whose classes javac has
     * written to {@code outputDirectory}; empty when there are none or when they cannot be checked here.
     */
    public static List<Diagnostic> check(List<Checked> files, Path outputDirectory, List<Path> classpath, int release) {
        List<Checked> withQuotes = files.stream().filter(file -> !file.translation().closedTypeQuotes().isEmpty()
                || !file.translation().closedStatementQuotes().isEmpty()).toList();
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (withQuotes.isEmpty() || javac == null) {
            return List.of();
        }
        Path work = null;
        try {
            work = Files.createTempDirectory("jjavac-checks-");
            Path sources = Files.createDirectories(work.resolve("src"));
            Path classes = Files.createDirectories(work.resolve("classes"));
            List<String> sourceFiles = new ArrayList<>();
            for (int index = 0; index < withQuotes.size(); index++) {
                sourceFiles.add(writeChecker(sources, withQuotes.get(index).translation(), index).toString());
            }
            List<Path> path = new ArrayList<>(classpath);
            path.add(0, outputDirectory);
            List<String> arguments = new ArrayList<>(List.of("--release", Integer.toString(release), "-proc:none",
                    "-nowarn", "-encoding", "UTF-8", "-implicit:none", "-d", classes.toString(), "-classpath",
                    path.stream().map(Path::toString).collect(Collectors.joining(java.io.File.pathSeparator))));
            arguments.addAll(sourceFiles);
            if (javac.run(null, new java.io.PrintStream(java.io.OutputStream.nullOutputStream()),
                    new java.io.PrintStream(java.io.OutputStream.nullOutputStream()), arguments.toArray(String[]::new)) != 0) {
                // The quotes compiled in the program itself; a failure here is no error of the user's.
                return List.of();
            }
            path.add(0, classes);
            return run(withQuotes, path);
        } catch (IOException exception) {
            throw new UncheckedIOException(exception);
        } finally {
            if (work != null) {
                deleteRecursively(work);
            }
        }
    }

    /**
     * {@code package P; final class X$JumboChecks<N> { static Code typeDeclarations0() { return …; } …
     * static Code statements0() { return …; } … }}: one method per quote, so that the many quotes of a file
     * do not outgrow the JVM's limit on the code of one method.
     */
    private static Path writeChecker(Path sources, FileTranslator.Translation translation, int index) throws IOException {
        StringBuilder text = new StringBuilder();
        if (!translation.packageName().isEmpty()) {
            text.append("package ").append(translation.packageName()).append(";\n");
        }
        text.append("final class ").append(checkerName(translation, index)).append(" {\n");
        appendQuotes(text, TYPE_DECLARATIONS, translation.closedTypeQuotes());
        appendQuotes(text, STATEMENTS, translation.closedStatementQuotes());
        text.append("}\n");
        Path directory = translation.packageName().isEmpty() ? sources
                : Files.createDirectories(sources.resolve(translation.packageName().replace('.', '/')));
        return Files.writeString(directory.resolve(checkerName(translation, index) + ".java"), text, StandardCharsets.UTF_8);
    }

    private static void appendQuotes(StringBuilder text, String method, List<String> quotes) {
        for (int quote = 0; quote < quotes.size(); quote++) {
            text.append("    static dev.jumbo.lang.Code ").append(method).append(quote).append("() {\n        return ")
                    .append(quotes.get(quote)).append(";\n    }\n");
        }
    }

    private static String checkerName(FileTranslator.Translation translation, int index) {
        return translation.holderClass().replace("$JumboSource", "$JumboChecks" + index);
    }

    private static List<Diagnostic> run(List<Checked> files, List<Path> path) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        try (URLClassLoader loader = new URLClassLoader(urls(path), BuildTimeChecks.class.getClassLoader())) {
            for (int index = 0; index < files.size(); index++) {
                Checked file = files.get(index);
                FileTranslator.Translation translation = file.translation();
                String name = (translation.packageName().isEmpty() ? "" : translation.packageName() + ".")
                        + checkerName(translation, index);
                Class<?> checker = loader.loadClass(name);
                for (int quote = 0; quote < translation.closedTypeQuotes().size(); quote++) {
                    quote(checker, TYPE_DECLARATIONS + quote)
                            .flatMap(code -> QuoteErrors.ofTypeDeclarations(file.source(), code))
                            .ifPresent(diagnostics::add);
                }
                for (int quote = 0; quote < translation.closedStatementQuotes().size(); quote++) {
                    quote(checker, STATEMENTS + quote)
                            .flatMap(code -> QuoteErrors.ofStatements(file.source(), code))
                            .ifPresent(diagnostics::add);
                }
            }
        } catch (IOException | ReflectiveOperationException | LinkageError exception) {
            // A program whose classes cannot be loaded here (a missing dependency) is checked when it runs.
            return diagnostics;
        }
        return diagnostics;
    }

    /** The quote that {@code method} of the checker builds; none when building it fails (the run time will). */
    private static Optional<Code> quote(Class<?> checker, String method) throws ReflectiveOperationException {
        java.lang.reflect.Method quote = checker.getDeclaredMethod(method);
        quote.setAccessible(true);
        try {
            return Optional.of((Code) quote.invoke(null));
        } catch (InvocationTargetException failure) {
            return Optional.empty();
        }
    }

    private static URL[] urls(List<Path> path) throws MalformedURLException {
        URL[] urls = new URL[path.size()];
        for (int index = 0; index < urls.length; index++) {
            urls[index] = path.get(index).toUri().toURL();
        }
        return urls;
    }

    private static void deleteRecursively(Path directory) {
        try (var walk = Files.walk(directory)) {
            for (Path path : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException exception) {
            // a temporary directory left behind is harmless
        }
    }
}
