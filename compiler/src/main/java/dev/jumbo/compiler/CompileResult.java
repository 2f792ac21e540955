package dev.jumbo.compiler;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of {@link JumboCompiler#compile(CompileRequest)}.
 *
 * @param success     whether no error was reported (class files were then written for every source)
 * @param diagnostics every error, warning and note, in the order found, positioned in the
 *                    user's files
 * @param units       per source file: its translated Java, class files and type dependencies;
 *                    empty when the run failed before javac produced anything
 */
public record CompileResult(boolean success, List<Diagnostic> diagnostics, List<SourceUnit> units) {

    public CompileResult {
        diagnostics = List.copyOf(diagnostics);
        units = List.copyOf(units);
    }

    /** The errors among the diagnostics. */
    public List<Diagnostic> errors() {
        return diagnostics.stream().filter(Diagnostic::isError).toList();
    }

    /** Every class file written, over all sources. */
    public List<Path> classFiles() {
        return units.stream().flatMap(unit -> unit.classFiles().stream()).toList();
    }

    /** The translated Java of every {@code .jjava} source. */
    public List<Path> generatedSources() {
        return units.stream().flatMap(unit -> unit.generatedSource().stream()).toList();
    }

    /** The unit of a source file, given as in the request. */
    public Optional<SourceUnit> unit(Path source) {
        return units.stream().filter(unit -> unit.source().equals(source)).findFirst();
    }

    /** All diagnostics formatted, one after another, as the command line prints them. */
    public String formattedDiagnostics() {
        StringBuilder text = new StringBuilder();
        diagnostics.forEach(diagnostic -> text.append(diagnostic.format()));
        return text.toString();
    }
}
