package dev.jumbo.compiler;

import dev.jumbo.compiler.emit.EmitInput;
import dev.jumbo.compiler.emit.JavacEmitter;
import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.compiler.source.SourceFinder;

import java.util.ArrayList;
import java.util.List;

/**
 * The Jumbo compiler: {@code .jjava} and {@code .java} sources in, class files out.
 *
 * <p>The pipeline is parse → check → translate → emit. Each {@code .jjava} file is
 * parsed, checked for Jumbo's own errors, and translated to Java in which every quote is
 * replaced, in place and on the same lines, by code that builds the fragment through
 * jumbo-lang's node factories. The translated files and the plain {@code .java} files are
 * then compiled together by the JDK's compiler, in process, and every diagnostic is
 * positioned back in the file the user wrote.
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
     * directory), as {@link java.io.UncheckedIOException}.
     */
    public CompileResult compile(CompileRequest request) {
        SourceFinder finder = new SourceFinder();
        List<SourceFile> sources = finder.find(request.sources());
        List<Diagnostic> diagnostics = new ArrayList<>(finder.diagnostics());
        if (sources.isEmpty() && diagnostics.isEmpty()) {
            diagnostics.add(Diagnostic.error("no source files"));
        }
        List<EmitInput> inputs = new ArrayList<>();
        for (SourceFile source : sources) {
            if (source.isJumbo()) {
                diagnostics.add(new Diagnostic(Diagnostic.Kind.ERROR, source.path(), 0, 0,
                        "the translation of .jjava files is not available in this build", ""));
            } else {
                inputs.add(EmitInput.plainJava(source));
            }
        }
        if (hasErrors(diagnostics)) {
            return new CompileResult(false, diagnostics, List.of());
        }
        JavacEmitter emitter = new JavacEmitter(request.classpath(), request.outputDirectory(),
                request.release(), request.javacOptions());
        JavacEmitter.Outcome outcome = emitter.compile(inputs);
        diagnostics.addAll(outcome.diagnostics());
        return new CompileResult(outcome.success() && !hasErrors(diagnostics), diagnostics, outcome.units());
    }

    private static boolean hasErrors(List<Diagnostic> diagnostics) {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
}
