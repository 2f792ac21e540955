package dev.jumbo.compiler.translate;

import dev.jumbo.compiler.Diagnostic;
import dev.jumbo.compiler.parse.FragmentParser;
import dev.jumbo.compiler.parse.QuoteSite;
import dev.jumbo.compiler.source.SourceFile;

import java.util.List;

/**
 * Copies host code as written and replaces each quote, in place, by the Java that builds
 * it. Host code inside holes goes through here too, so quotes nest inside holes.
 */
final class HostTranslator {
    private final SourceFile source;
    private final JavaOutput out;
    private final String sourceReference;
    private final TypeNames typeNames;
    private final FragmentParser parser;
    private final List<Diagnostic> diagnostics;

    HostTranslator(SourceFile source, JavaOutput out, String sourceReference, TypeNames typeNames,
                   List<Diagnostic> diagnostics) {
        this.source = source;
        this.out = out;
        this.sourceReference = sourceReference;
        this.typeNames = typeNames;
        this.parser = new FragmentParser(source);
        this.diagnostics = diagnostics;
    }

    /** Translates {@code [from, to)} of the file, whose quotes (outermost ones) are given in order. */
    void translate(int from, int to, List<QuoteSite> quotes) {
        int cursor = from;
        for (QuoteSite quote : quotes) {
            out.copy(source.text(), cursor, quote.start());
            quote(quote);
            cursor = quote.end();
        }
        out.copy(source.text(), cursor, to);
    }

    private void quote(QuoteSite quote) {
        FragmentParser.Outcome outcome = parser.parse(quote);
        JavaOutput.Mark mark = out.mark();
        if (outcome instanceof FragmentParser.Parsed parsed) {
            Construction construction = new Construction(out, source, parsed.fragment(), sourceReference, this, typeNames);
            try {
                new QuoteTranslator(construction).translate(quote, parsed.fragment(), sourceReference, out);
            } catch (UnsupportedConstruct unsupported) {
                int offset = unsupported.node() == null ? quote.start() : parsed.fragment().originalOffset(unsupported.node());
                int line = source.lineOf(offset);
                diagnostics.add(Diagnostic.error(source.path(), line, source.columnOf(offset),
                        unsupported.getMessage(), source.line(line)));
                placeholder(quote, mark);
            }
        } else {
            diagnostics.add(((FragmentParser.Failed) outcome).diagnostic());
            placeholder(quote, mark);
        }
        int endLine = source.lineOf(quote.end() - 1);
        out.advanceToLine(endLine, quote.end() - 2);
    }

    /**
     * Stands in for a quote that cannot be translated, so that javac still checks the rest
     * of the file in the same run (more errors at once); the run fails anyway.
     */
    private void placeholder(QuoteSite quote, JavaOutput.Mark mark) {
        out.reset(mark);
        out.generate("((dev.jumbo.lang.Code) null)", quote.start());
    }
}
