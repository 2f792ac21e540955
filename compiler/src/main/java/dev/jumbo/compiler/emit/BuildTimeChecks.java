package dev.jumbo.compiler.emit;

import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.compiler.translate.FileTranslator;
import dev.jumbo.lang.Code;
import dev.jumbo.lang.CodeException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * lang's checks at build time, on the quotes that alone decide them: whole type-declaration quotes
 * without holes ({@code ClosedQuotes}). After javac has compiled the program, each such quote's Java
 * (the expression that builds its tree) is compiled once more into a throw-away class beside the file's
 * {@code X$JumboSource}, loaded with the program's class path, and its fragment checked and emitted by
 * lang ({@link Code#toClassFiles()}, nothing defined, no code of the program run). A {@link CodeException}
 * becomes a compile error at the quote's line and column, with lang's message.
 *
 * <p>Not reported, since they depend on where the fragment lands rather than on the quote: free names
 * ({@code … is bound nowhere where the fragment lands}, {@code cannot find type}, {@code origin.x is neither a
 * variable nor a type}: a class spliced as a member
 * or beside other generated classes binds them there), access to members the generated class might reach as a nestmate
 * ({@code not accessible}), and constructs lang supports only in one way of defining
 * ({@code unsupported construct}). Those stay run-time {@code CodeException}s, as does everything in
 * quotes with holes.
 */
public final class BuildTimeChecks {
    private static final Pattern POSITIONED = Pattern.compile("^[^:\\n]+:(\\d+):(\\d+): error: (.*)$", Pattern.DOTALL);
    private static final List<String> LANDING_DEPENDENT = List.of("bound nowhere", "cannot find type",
            "neither a variable nor a type", "not accessible", "unsupported construct");

    private BuildTimeChecks() {
    }

    /** A translated {@code .jjava} file with quotes to check. */
    public record Checked(SourceFile source, FileTranslator.Translation translation) {
    }

    /**
     * The errors lang finds in the closed type-declaration quotes of {@code files}, whose classes javac has
     * written to {@code outputDirectory}; empty when there are none or when they cannot be checked here.
     */
    public static List<Diagnostic> check(List<Checked> files, Path outputDirectory, List<Path> classpath, int release) {
        List<Checked> withQuotes = files.stream().filter(file -> !file.translation().closedTypeQuotes().isEmpty()).toList();
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

    /** {@code package P; final class X$JumboChecks<N> { static Code[] quotes() { return new Code[] {…}; } }}. */
    private static Path writeChecker(Path sources, FileTranslator.Translation translation, int index) throws IOException {
        StringBuilder text = new StringBuilder();
        if (!translation.packageName().isEmpty()) {
            text.append("package ").append(translation.packageName()).append(";\n");
        }
        text.append("final class ").append(checkerName(translation, index)).append(" {\n")
                .append("    static dev.jumbo.lang.Code[] quotes() {\n        return new dev.jumbo.lang.Code[] {\n");
        for (String quote : translation.closedTypeQuotes()) {
            text.append(quote).append(",\n");
        }
        text.append("        };\n    }\n}\n");
        Path directory = translation.packageName().isEmpty() ? sources
                : Files.createDirectories(sources.resolve(translation.packageName().replace('.', '/')));
        return Files.writeString(directory.resolve(checkerName(translation, index) + ".java"), text, StandardCharsets.UTF_8);
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
                java.lang.reflect.Method quotes = loader.loadClass(name).getDeclaredMethod("quotes");
                quotes.setAccessible(true);
                for (Code code : (Code[]) quotes.invoke(null)) {
                    check(file.source(), code).ifPresent(diagnostics::add);
                }
            }
        } catch (IOException | ReflectiveOperationException | LinkageError exception) {
            // A program whose classes cannot be loaded here (a missing dependency) is checked when it runs.
            return diagnostics;
        }
        return diagnostics;
    }

    private static java.util.Optional<Diagnostic> check(SourceFile source, Code code) {
        try {
            Map<String, byte[]> ignored = code.toClassFiles();
            return java.util.Optional.empty();
        } catch (CodeException error) {
            Matcher positioned = POSITIONED.matcher(error.getMessage());
            if (!positioned.matches() || LANDING_DEPENDENT.stream().anyMatch(error.getMessage()::contains)) {
                return java.util.Optional.empty();
            }
            int line = Integer.parseInt(positioned.group(1));
            int column = Integer.parseInt(positioned.group(2));
            String sourceLine = line >= 1 && line <= source.lineCount() ? source.line(line) : "";
            return java.util.Optional.of(Diagnostic.error(source.path(), line, column, positioned.group(3), sourceLine));
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
