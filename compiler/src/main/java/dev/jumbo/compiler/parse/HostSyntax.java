package dev.jumbo.compiler.parse;

import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.grammar.JumboParsing;
import dev.jumbo.grammar.ParseResult;
import dev.jumbo.grammar.SyntaxError;

import java.util.List;

/**
 * Parses a whole {@code .jjava} file with the Jumbo grammar, host code and quotes together,
 * and turns its syntax errors (which name the expected token) into diagnostics.
 */
public final class HostSyntax {
    private HostSyntax() {
    }

    /** The file's syntax errors; empty when it parses. */
    public static List<Diagnostic> check(SourceFile source) {
        ParseResult<?> result = JumboParsing.parseCompilationUnit(source.text(), source.fileName());
        return result.errors().stream().map(error -> diagnostic(source, error)).toList();
    }

    private static Diagnostic diagnostic(SourceFile source, SyntaxError error) {
        return Diagnostic.error(source.path(), error.line(), error.column(), error.message(), source.line(error.line()));
    }
}
