package dev.jumbo.compiler.translate;

import dev.jumbo.compiler.emit.PositionMap;
import dev.jumbo.compiler.parse.CodePointOffsets;
import dev.jumbo.compiler.parse.HoleCategory;
import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.grammar.Holes;
import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

import java.util.List;
import java.util.function.Consumer;

/**
 * Writes the Java that builds one quote's node tree: {@code new dev.jumbo.lang.tree.X(P, ...)}
 * calls, {@code dev.jumbo.lang.Hole} calls, lists and constants. Each node's call starts
 * on the node's own line, so the construction of a multi-line quote takes as many lines
 * as the quote and host code after it keeps its line.
 *
 * <p>Call protocol for one node: {@code begin (argument | list | listArgument | raw)* end}.
 */
final class Construction {
    static final String TREE = "dev.jumbo.lang.tree.";
    static final String HOLE = "dev.jumbo.lang.Hole.";

    private final JavaOutput out;
    private final SourceFile source;
    private final CodePointOffsets offsets;
    private final String sourceReference;
    private final HostTranslator host;
    /** The offset of the last node begun: the origin of text written for no node of its own. */
    private int lastOffset;

    Construction(JavaOutput out, SourceFile source, CodePointOffsets offsets, String sourceReference,
                 HostTranslator host) {
        this.out = out;
        this.source = source;
        this.offsets = offsets;
        this.sourceReference = sourceReference;
        this.host = host;
    }

    /** The offset in the {@code .jjava} file where a token starts. */
    int offset(Token token) {
        return offsets.charOffset(token.getStartIndex());
    }

    /** The offset in the {@code .jjava} file where a construct starts. */
    int offset(ParserRuleContext construct) {
        return offset(construct.getStart());
    }

    /** The offset just past a construct. */
    int end(ParserRuleContext construct) {
        return offsets.charOffset(construct.getStop().getStopIndex() + 1);
    }

    /** The packed position ({@code dev.jumbo.lang.tree.Position}) of a file offset. */
    int position(int offset) {
        int line = source.lineOf(offset);
        return line * 4096 + Math.min(source.columnOf(offset), 4095);
    }

    /** The construct's text as written, shortened to its first line and 40 characters, for messages. */
    String text(ParserRuleContext construct) {
        String text = source.text().substring(offset(construct), end(construct));
        String first = text.lines().findFirst().orElse("").strip();
        return first.length() > 40 ? first.substring(0, 40) + "..." : first;
    }

    /** An error at a construct, naming it. */
    UnsupportedConstruct unsupported(ParserRuleContext construct, String message) {
        return new UnsupportedConstruct(offset(construct), message);
    }

    /** An error at a token. */
    UnsupportedConstruct unsupported(Token token, String message) {
        return new UnsupportedConstruct(offset(token), message);
    }

    /** Starts {@code new dev.jumbo.lang.tree.RECORD(P} for a node at a construct, on its line. */
    void begin(String record, ParserRuleContext at) {
        begin(record, offset(at));
    }

    /** Starts {@code new dev.jumbo.lang.tree.RECORD(P} for a node at a file offset, on its line. */
    void begin(String record, int offset) {
        lastOffset = offset;
        out.advanceToLine(source.lineOf(offset), offset);
        out.generate("new " + TREE + record + "(" + position(offset), offset);
    }

    /** Starts {@code dev.jumbo.lang.Quote.ENTRY(SRC, P} for a quote at a file offset. */
    void beginQuote(String entry, int offset) {
        lastOffset = offset;
        out.generate("dev.jumbo.lang.Quote." + entry + "(" + sourceReference + ", " + position(offset), offset);
    }

    /** Appends {@code , text}. */
    void argument(String text) {
        out.generate(", " + text, lastOffset);
    }

    /** Appends {@code , } and lets {@code child} write the next argument. */
    void argument(Runnable child) {
        out.generate(", ", lastOffset);
        child.run();
    }

    /** Appends raw generated text. */
    void raw(String text) {
        out.generate(text, lastOffset);
    }

    /** Closes a node's call. */
    void end() {
        out.generate(")", lastOffset);
    }

    /** Appends {@code , java.util.List.of(...)} of the items, each written by {@code item}. */
    <T> void listArgument(List<T> items, Consumer<T> item) {
        out.generate(", ", lastOffset);
        list(items, item);
    }

    /** Appends {@code java.util.List.of(...)} of the items. */
    <T> void list(List<T> items, Consumer<T> item) {
        out.generate("java.util.List.of(", lastOffset);
        boolean first = true;
        for (T element : items) {
            if (!first) {
                out.generate(", ", lastOffset);
            }
            first = false;
            item.accept(element);
        }
        out.generate(")", lastOffset);
    }

    /**
     * Writes {@code dev.jumbo.lang.Hole.CATEGORY(SRC, P, expression)} for a hole whose category
     * suits its place, the host expression copied as written (its own quotes translated) on
     * its own lines.
     */
    void hole(JumboParser.HoleContext hole, HoleCategory category) {
        int backquote = offset(hole);
        out.advanceToLine(source.lineOf(backquote), backquote);
        int callStart = out.length();
        out.generate(HOLE + category.name() + "(" + sourceReference + ", " + position(backquote) + ", ", backquote);
        int expressionStart;
        int expressionEnd;
        if (Holes.isShortForm(hole)) {
            expressionStart = out.length();
            out.copy(source.text(), backquote + 1, end(hole));
            expressionEnd = out.length();
        } else {
            JumboParser.ExpressionContext expression = Holes.hostExpression(hole);
            int hostStart = offset(expression);
            int hostEnd = end(expression);
            out.copy(source.text(), offsets.charOffset(hole.HOLE_OPEN().getSymbol().getStopIndex() + 1), hostStart);
            expressionStart = out.length();
            host.translate(hostStart, hostEnd, QuoteFinder.outermost(expression));
            expressionEnd = out.length();
            out.copy(source.text(), hostEnd, offset(hole.RPAREN().getSymbol()));
        }
        out.generate(")", backquote);
        out.hole(new PositionMap.HoleSite(category.name(), category.expected(), backquote,
                expressionStart, expressionEnd, callStart, out.length()));
        lastOffset = backquote;
    }
}
