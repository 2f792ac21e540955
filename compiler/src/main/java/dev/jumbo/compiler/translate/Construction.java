package dev.jumbo.compiler.translate;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.SimpleName;
import dev.jumbo.compiler.emit.PositionMap;
import dev.jumbo.compiler.parse.HoleCategory;
import dev.jumbo.compiler.parse.HoleSite;
import dev.jumbo.compiler.parse.ParsedFragment;
import dev.jumbo.compiler.source.SourceFile;

import java.util.List;
import java.util.function.Consumer;

/**
 * Writes the Java that builds one quote's node tree: {@code new dev.jumbo.lang.tree.X(P, ...)}
 * calls, {@code dev.jumbo.lang.Hole} calls, lists and constants. Each node's call starts
 * on the node's own line, so the construction of a multi-line quote takes as many lines
 * as the quote.
 */
final class Construction {
    static final String TREE = "dev.jumbo.lang.tree.";
    static final String HOLE = "dev.jumbo.lang.Hole.";

    private final JavaOutput out;
    private final SourceFile source;
    private final ParsedFragment fragment;
    private final String sourceReference;
    private final HostTranslator host;
    private final TypeNames typeNames;
    /** The offset of the last node written, the origin of text written for no node. */
    private int lastOffset;

    Construction(JavaOutput out, SourceFile source, ParsedFragment fragment, String sourceReference,
                 HostTranslator host, TypeNames typeNames) {
        this.out = out;
        this.source = source;
        this.fragment = fragment;
        this.sourceReference = sourceReference;
        this.host = host;
        this.typeNames = typeNames;
    }

    TypeNames typeNames() {
        return typeNames;
    }

    /** The offset in the {@code .jjava} file where a node starts. */
    int offset(Node node) {
        if (node != null) {
            lastOffset = fragment.originalOffset(node);
        }
        return lastOffset;
    }

    /** The packed position ({@code dev.jumbo.lang.tree.Position}) of a file offset. */
    int position(int offset) {
        int line = source.lineOf(offset);
        return line * 4096 + Math.min(source.columnOf(offset), 4095);
    }

    /** Starts {@code new dev.jumbo.lang.tree.RECORD(P} for a node, on the node's line. */
    void begin(String record, Node node) {
        int offset = offset(node);
        out.advanceToLine(source.lineOf(offset), offset);
        out.generate("new " + TREE + record + "(" + position(offset), offset);
    }

    /** Appends {@code , text}. */
    void argument(String text, Node at) {
        out.generate(", " + text, offset(at));
    }

    /** Appends {@code , } and lets {@code child} write the next argument. */
    void argument(Node at, Runnable child) {
        out.generate(", ", offset(at));
        child.run();
    }

    /** Appends raw generated text. */
    void raw(String text, Node at) {
        out.generate(text, offset(at));
    }

    /** Closes a call. */
    void end(Node at) {
        out.generate(")", offset(at));
    }

    /** Appends {@code , java.util.List.of(...)} of the items, each written by {@code item}. */
    <T> void listArgument(Node at, List<T> items, Consumer<T> item) {
        out.generate(", ", offset(at));
        list(at, items, item);
    }

    /** Appends {@code java.util.List.of(...)} of the items. */
    <T> void list(Node at, List<T> items, Consumer<T> item) {
        out.generate("java.util.List.of(", offset(at));
        boolean first = true;
        for (T element : items) {
            if (!first) {
                out.generate(", ", offset(at));
            }
            first = false;
            item.accept(element);
        }
        out.generate(")", offset(at));
    }

    /** Appends {@code , "name"}, or the {@code `Name} hole standing for it. */
    void nameArgument(SimpleName name) {
        out.generate(", ", offset(name));
        name(name);
    }

    /** Writes a name: a string constant, or the {@code `Name} hole whose placeholder it is. */
    void name(SimpleName name) {
        HoleSite hole = hole(name.getIdentifier());
        if (hole == null) {
            out.generate(JavaLiterals.string(name.getIdentifier()), offset(name));
        } else if (hole.category() == HoleCategory.Name) {
            hole(hole);
        } else {
            throw new UnsupportedConstruct(name, "hole `" + hole.category() + " cannot stand where a name is expected");
        }
    }

    /** The hole a placeholder name stands for, or {@code null}. */
    HoleSite hole(String identifier) {
        return fragment.text().hole(identifier);
    }

    /**
     * Writes {@code dev.jumbo.lang.Hole.CATEGORY(SRC, P, expression)} for a hole, the host
     * expression copied as written (its own quotes translated) on its own lines.
     */
    void hole(HoleSite hole) {
        int line = source.lineOf(hole.backquote());
        out.advanceToLine(line, hole.backquote());
        int callStart = out.length();
        out.generate(HOLE + hole.category().name() + "(" + sourceReference + ", " + position(hole.backquote()) + ", ",
                hole.backquote());
        String text = source.text();
        int start = hole.expressionStart();
        int end = hole.expressionEnd();
        while (start < end && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        out.copy(text, hole.expressionStart(), start);
        int expressionStart = out.length();
        host.translate(start, end, hole.quotes());
        int expressionEnd = out.length();
        out.copy(text, end, hole.expressionEnd());
        out.generate(")", hole.backquote());
        out.hole(new PositionMap.HoleSite(hole.category().name(), hole.category().expected(), hole.backquote(),
                expressionStart, expressionEnd, callStart, out.length()));
    }
}
