package dev.jumbo.compiler.parse;

import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.grammar.JumboParser;
import dev.jumbo.grammar.JumboParsing;
import dev.jumbo.grammar.ParseResult;
import dev.jumbo.grammar.SyntaxError;

import java.util.List;
import java.util.Optional;

/**
 * Parses a whole file with the Jumbo grammar, host code and quotes together, once; its
 * syntax errors (which name the expected token) become diagnostics.
 */
public final class HostSyntax {
    private HostSyntax() {
    }

    /**
     * What a parse gave.
     *
     * @param parsed the tree, present when the file has no syntax error
     * @param errors the syntax errors
     */
    public record Result(Optional<ParsedSource> parsed, List<Diagnostic> errors) {
    }

    /** Parses a file. */
    public static Result parse(SourceFile source) {
        ParseResult<JumboParser.CompilationUnitContext> result =
                JumboParsing.parseCompilationUnit(source.text(), source.fileName());
        if (result.hasErrors()) {
            return new Result(Optional.empty(), result.errors().stream().map(error -> diagnostic(source, error)).toList());
        }
        return new Result(Optional.of(new ParsedSource(source, result.tree(), CodePointOffsets.of(source.text()))),
                List.of());
    }

    private static Diagnostic diagnostic(SourceFile source, SyntaxError error) {
        return Diagnostic.error(source.path(), error.line(), error.column(), error.message(), source.line(error.line()));
    }
}
