package dev.jumbo.compiler;

import dev.jumbo.compiler.emit.BuildTimeChecks;
import dev.jumbo.compiler.emit.EmitInput;
import dev.jumbo.compiler.emit.JavacEmitter;
import dev.jumbo.compiler.parse.HostSyntax;
import dev.jumbo.compiler.parse.ParsedSource;
import dev.jumbo.compiler.parse.QuoteScanner;
import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.compiler.source.SourceFinder;
import dev.jumbo.compiler.translate.ClassIndex;
import dev.jumbo.compiler.translate.FileHeader;
import dev.jumbo.compiler.translate.FileTranslator;
import dev.jumbo.compiler.translate.SourceTypes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The Jumbo compiler: {@code .jjava} and {@code .java} sources in, class files out.
 *
 * <p>The pipeline is scan → parse → translate → emit. Each {@code .jjava} file is scanned
 * for its quotes and holes (Jumbo's own errors), each quote's fragment is parsed, and the
 * file is translated to Java in which every quote is replaced, in place and on the same
 * lines, by code that builds the fragment through jumbo-lang's node API. The translated
 * files and the plain {@code .java} files are then compiled together by the JDK's
 * compiler, in process; every diagnostic is positioned back in the file the user wrote,
 * and the classes of a {@code .jjava} file name it in their SourceFile attribute. Last,
 * lang checks the quotes that alone decide their errors ({@link BuildTimeChecks}).
 *
 * <p>An instance holds no state between runs and may be reused; it is not meant to run
 * two compilations at the same time.
 */
public final class JumboCompiler {

    /**
     * Compiles the request's sources.
     *
     * <p>Errors in the sources (syntax, Jumbo's rules, javac's type errors) are returned as
     * diagnostics with {@link CompileResult#success()} false; this method throws only for
     * input/output failures it cannot report against a file (e.g. an unwritable output
     * directory), as {@link UncheckedIOException}.
     */
    public CompileResult compile(CompileRequest request) {
        SourceFinder finder = new SourceFinder(request.encoding());
        List<SourceFile> sources = finder.find(request.sources());
        List<Diagnostic> diagnostics = new ArrayList<>(finder.diagnostics());
        if (sources.isEmpty() && diagnostics.isEmpty()) {
            diagnostics.add(Diagnostic.error("no source files"));
        }
        List<Path> classpath = classpathWithLang(request.classpath());
        Path generated = request.generatedSourcesDirectory().orElseGet(JumboCompiler::temporaryDirectory);
        try {
            List<BuildTimeChecks.Checked> closedQuotes = new ArrayList<>();
            List<EmitInput> inputs = translate(sources, classpath,
                    new TranslationWriter(generated, request.encoding()), diagnostics, closedQuotes);
            if (inputs == null || hasErrors(finder.diagnostics())) {
                return new CompileResult(false, diagnostics, List.of());
            }
            JavacEmitter emitter = new JavacEmitter(classpath, request.outputDirectory(),
                    request.release(), request.encoding(), request.javacOptions());
            JavacEmitter.Outcome outcome = emitter.compile(inputs);
            diagnostics.addAll(outcome.diagnostics());
            if (outcome.success() && !hasErrors(diagnostics)) {
                diagnostics.addAll(BuildTimeChecks.check(closedQuotes, request.outputDirectory(), classpath,
                        request.release()));
            }
            List<SourceUnit> units = request.generatedSourcesDirectory().isPresent() ? outcome.units()
                    : outcome.units().stream().map(unit -> new SourceUnit(unit.source(), Optional.empty(),
                            unit.classFiles(), unit.definedTypes(), unit.referencedTypes())).toList();
            return new CompileResult(outcome.success() && !hasErrors(diagnostics), diagnostics, units);
        } finally {
            if (request.generatedSourcesDirectory().isEmpty()) {
                deleteRecursively(generated);
            }
        }
    }

    /**
     * Translates the {@code .jjava} sources and lists what javac compiles; {@code null} when a
     * file's quotes are malformed, it does not parse, or its translation cannot be written
     * (nothing sensible is left to compile).
     * Every source is parsed once, first, so that the types of all files are known when the
     * quotes' type names are resolved.
     */
    private static List<EmitInput> translate(List<SourceFile> sources, List<Path> classpath,
                                             TranslationWriter writer, List<Diagnostic> diagnostics,
                                             List<BuildTimeChecks.Checked> closedQuotes) {
        Map<SourceFile, ParsedSource> parsed = new LinkedHashMap<>();
        Set<String> sourceTypes = new HashSet<>();
        boolean malformed = false;
        // Plain Java is parsed only for the types quotes may name: not at all without quotes.
        boolean anyJumbo = sources.stream().anyMatch(SourceFile::isJumbo);
        for (SourceFile source : sources) {
            sourceTypes.add(fileNameType(source));
            if (!anyJumbo) {
                continue;
            }
            if (source.isJumbo()) {
                QuoteScanner.Result scan = QuoteScanner.scan(source);
                if (!scan.diagnostics().isEmpty()) {
                    diagnostics.addAll(scan.diagnostics());
                    malformed = true;
                    continue;
                }
            }
            HostSyntax.Result parse = HostSyntax.parse(source);
            if (parse.parsed().isPresent()) {
                ParsedSource tree = parse.parsed().get();
                parsed.put(source, tree);
                SourceTypes.collect(tree.tree(), FileHeader.of(tree.tree()).packageName(), sourceTypes);
            } else if (source.isJumbo()) {
                // A .java file that the grammar rejects is javac's to report.
                diagnostics.addAll(parse.errors());
                malformed = true;
            }
        }
        if (malformed) {
            return null;
        }
        FileTranslator translator = new FileTranslator(new ClassIndex(classpath, sourceTypes));
        List<EmitInput> inputs = new ArrayList<>();
        boolean unwritten = false;
        for (SourceFile source : sources) {
            if (!source.isJumbo()) {
                inputs.add(EmitInput.plainJava(source));
                continue;
            }
            FileTranslator.Translation translation = translator.translate(parsed.get(source));
            diagnostics.addAll(translation.diagnostics());
            closedQuotes.add(new BuildTimeChecks.Checked(source, translation));
            TranslationWriter.Outcome written = writer.write(source, translation);
            written.error().ifPresent(diagnostics::add);
            unwritten |= written.file().isEmpty();
            written.file().ifPresent(javaFile -> inputs.add(new EmitInput(source, javaFile, translation.positions())));
        }
        return unwritten ? null : inputs;
    }

    /** The binary name a source's file name promises (its public top-level type). */
    private static String fileNameType(SourceFile source) {
        String name = source.fileName();
        String simple = name.substring(0, name.lastIndexOf('.'));
        return FileHeader.read(source.text()).qualify(simple);
    }

    /** The classpath with jumbo-lang added when absent, since translated quotes call it. */
    private static List<Path> classpathWithLang(List<Path> classpath) {
        ClassIndex index = new ClassIndex(classpath, Set.of());
        List<Path> result = new ArrayList<>(classpath);
        if (!index.existsOnClasspath("dev.jumbo.lang.Code")) {
            try {
                result.add(Path.of(dev.jumbo.lang.Code.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
            } catch (URISyntaxException | NullPointerException exception) {
                // lang came from somewhere unnamed (a custom loader): javac will report the missing classes.
            }
        }
        return result;
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("jjavac-");
        } catch (IOException exception) {
            throw new UncheckedIOException(exception);
        }
    }

    private static void deleteRecursively(Path directory) {
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException exception) {
            // A temporary directory left behind is harmless.
        }
    }

    private static boolean hasErrors(List<Diagnostic> diagnostics) {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
}
