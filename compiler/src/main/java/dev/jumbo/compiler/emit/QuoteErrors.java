package dev.jumbo.compiler.emit;

import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.lang.Code;
import dev.jumbo.lang.CodeException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The error lang finds in one closed quote at build time, as a compile error at the quote's line and
 * column, or nothing when the error depends on where the fragment lands ({@link #LANDING_DEPENDENT}).
 */
final class QuoteErrors {
    private static final Pattern POSITIONED = Pattern.compile("^[^:\\n]+:(\\d+):(\\d+): error: (.*)$", Pattern.DOTALL);

    /**
     * Errors about names the quote leaves free ({@code … is bound nowhere where the fragment lands},
     * {@code cannot find type}, {@code … is neither a variable nor a type}: a class spliced as a member or
     * beside other generated classes, or statements among locals, bind them there), about access to
     * members the generated class might reach as a nestmate ({@code not accessible}), and constructs lang
     * supports only in one way of defining ({@code unsupported construct}).
     */
    private static final List<String> LANDING_DEPENDENT = List.of("bound nowhere", "cannot find type",
            "neither a variable nor a type", "not accessible", "unsupported construct");

    /** How an internal error of lang starts; it is reported whatever the quote's kind. */
    private static final String INTERNAL = "internal error of lang";

    private QuoteErrors() {
    }

    /** The error of a quote of whole type declarations. */
    static Optional<Diagnostic> ofTypeDeclarations(SourceFile source, Code types) {
        return check(source, types, types, List.of());
    }

    /**
     * The error of a statement quote, checked in a {@link StatementCheckClass} method. Local variable
     * declarations alone may be spliced as fields too, so their error counts only when they fail as fields
     * as well, at the same place ({@code int x; int y = x;} is wrong among locals only).
     */
    static Optional<Diagnostic> ofStatements(SourceFile source, Code statements) {
        Optional<Diagnostic> error = check(source, StatementCheckClass.inMethod(statements), statements,
                StatementCheckClass.LANDING_DEPENDENT);
        if (error.isEmpty() || error.get().message().startsWith(INTERNAL)
                || !StatementCheckClass.mayStandAsFields(statements)) {
            return error;
        }
        Optional<Diagnostic> asFields = check(source, StatementCheckClass.asFields(statements), statements,
                StatementCheckClass.LANDING_DEPENDENT);
        boolean samePlace = asFields.isPresent() && asFields.get().line() == error.get().line()
                && asFields.get().column() == error.get().column();
        return samePlace ? error : Optional.empty();
    }

    /** {@code code} is what lang checks, {@code quote} the quote it comes from, where an internal error is reported. */
    private static Optional<Diagnostic> check(SourceFile source, Code code, Code quote,
                                              List<String> alsoLandingDependent) {
        try {
            Map<String, byte[]> ignored = code.toClassFiles();
            return Optional.empty();
        } catch (CodeException error) {
            String message = error.getMessage();
            Matcher positioned = POSITIONED.matcher(message);
            if (!positioned.matches() || LANDING_DEPENDENT.stream().anyMatch(message::contains)
                    || alsoLandingDependent.stream().anyMatch(message::contains)) {
                return Optional.empty();
            }
            int line = Integer.parseInt(positioned.group(1));
            int column = Integer.parseInt(positioned.group(2));
            String sourceLine = line >= 1 && line <= source.lineCount() ? source.line(line) : "";
            return Optional.of(Diagnostic.error(source.path(), line, column, positioned.group(3), sourceLine));
        } catch (RuntimeException failure) {
            // A bug of lang, but the generator would meet it at run time with nothing pointing at the quote:
            // an error now, naming the quote and the failure, is what the user can act on (and report).
            return Optional.of(internalError(source, quote, failure));
        } catch (LinkageError failure) {
            // a class of the program that does not link here (a dependency missing at build time) links at run time
            return Optional.empty();
        }
    }

    private static Diagnostic internalError(SourceFile source, Code quote, RuntimeException failure) {
        int line = dev.jumbo.lang.tree.Position.line(quote.position());
        int column = dev.jumbo.lang.tree.Position.column(quote.position());
        StackTraceElement[] trace = failure.getStackTrace();
        String where = trace.length == 0 ? "" : " at " + trace[0];
        String sourceLine = line >= 1 && line <= source.lineCount() ? source.line(line) : "";
        return Diagnostic.error(source.path(), line, column, INTERNAL + " while checking this quote: " + failure
                + where, sourceLine);
    }
}
