package dev.jumbo.codese.workloads;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * A serializable syntax tree: an ANTLR parse tree of a real program (the Jumbo grammar's parse
 * of a Java or .jjava file) turned into nodes of our own, with parent links and rule names shared
 * between nodes of the same rule.
 */
public final class SyntaxTree implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String rule;
    private final String text;
    private final int line;
    private final SyntaxTree parent;
    private final List<SyntaxTree> children = new ArrayList<>();

    private SyntaxTree(String rule, String text, int line, SyntaxTree parent) {
        this.rule = rule;
        this.text = text;
        this.line = line;
        this.parent = parent;
    }

    /** The tree of a parse, rule names taken from the parser's table (one String object per rule). */
    public static SyntaxTree of(ParseTree tree, String[] ruleNames) {
        return of(tree, ruleNames, null);
    }

    private static SyntaxTree of(ParseTree tree, String[] ruleNames, SyntaxTree parent) {
        if (tree instanceof TerminalNode terminal) {
            return new SyntaxTree(null, terminal.getText(), terminal.getSymbol().getLine(), parent);
        }
        ParserRuleContext rule = (ParserRuleContext) tree;
        SyntaxTree node = new SyntaxTree(ruleNames[rule.getRuleIndex()], null, rule.getStart().getLine(), parent);
        for (int i = 0; i < tree.getChildCount(); i++) {
            node.children.add(of(tree.getChild(i), ruleNames, node));
        }
        return node;
    }

    public int size() {
        int size = 1;
        for (SyntaxTree child : children) {
            size += child.size();
        }
        return size;
    }
}
