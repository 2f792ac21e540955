package dev.jumbo.compiler.translate;

import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.parse.ParsedSource;
import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.grammar.JumboParser;

import java.util.List;

/**
 * Copies host code as written and replaces each quote, in place, by the Java that builds
 * it from the quote's parse tree. Host code inside holes goes through here too, so quotes
 * nest inside holes.
 */
final class HostTranslator {
    private final ParsedSource parsed;
    private final JavaOutput out;
    private final String sourceReference;
    private final TypeNames typeNames;
    private final QuoteDeclarations declarations;
    private final List<Diagnostic> diagnostics;
    /** The translations of the quotes lang may check at build time ({@link ClosedQuotes}), in order. */
    final List<String> closedTypeQuotes = new java.util.ArrayList<>();
    /** The translations of the statement quotes lang may check at build time ({@link ClosedQuotes}), in order. */
    final List<String> closedStatementQuotes = new java.util.ArrayList<>();

    HostTranslator(ParsedSource parsed, JavaOutput out, String sourceReference, TypeNames typeNames,
                   QuoteDeclarations declarations, List<Diagnostic> diagnostics) {
        this.parsed = parsed;
        this.out = out;
        this.sourceReference = sourceReference;
        this.typeNames = typeNames;
        this.declarations = declarations;
        this.diagnostics = diagnostics;
    }

    /** Translates {@code [from, to)} of the file, whose outermost quotes are given in order. */
    void translate(int from, int to, List<JumboParser.QuoteContext> quotes) {
        SourceFile source = parsed.source();
        int cursor = from;
        for (JumboParser.QuoteContext quote : quotes) {
            int start = parsed.offsets().charOffset(quote.getStart().getStartIndex());
            out.copy(source.text(), cursor, start);
            quote(quote, start);
            cursor = parsed.offsets().charOffset(quote.getStop().getStopIndex() + 1);
        }
        out.copy(source.text(), cursor, to);
    }

    private void quote(JumboParser.QuoteContext quote, int start) {
        SourceFile source = parsed.source();
        JavaOutput.Mark mark = out.mark();
        Construction construction = new Construction(out, source, parsed.offsets(), sourceReference, this);
        Translators translators = new Translators(construction,
                typeNames.within(EnclosingTypes.of(quote, typeNames.packageName())), declarations);
        try {
            translators.quotes().quote(quote);
            if (ClosedQuotes.isClosedTypeDeclarations(quote)) {
                closedTypeQuotes.add(out.since(mark));
            } else if (ClosedQuotes.isClosedStatements(quote)) {
                closedStatementQuotes.add(out.since(mark));
            }
        } catch (UnsupportedConstruct unsupported) {
            int line = source.lineOf(unsupported.offset());
            diagnostics.add(Diagnostic.error(source.path(), line, source.columnOf(unsupported.offset()),
                    unsupported.getMessage(), source.line(line)));
            placeholder(start, mark);
        }
        int close = parsed.offsets().charOffset(quote.QUOTE_CLOSE().getSymbol().getStartIndex());
        out.advanceToLine(source.lineOf(close), close);
    }

    /**
     * Stands in for a quote that cannot be translated, so that javac still checks the rest
     * of the file in the same run (more errors at once); the run fails anyway.
     */
    private void placeholder(int start, JavaOutput.Mark mark) {
        out.reset(mark);
        out.generate("((dev.jumbo.lang.Code) null)", start);
    }
}
