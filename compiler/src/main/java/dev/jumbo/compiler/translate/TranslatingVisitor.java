package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import dev.jumbo.grammar.JumboParserBaseVisitor;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.RuleNode;

/**
 * A visitor over the grammar's parse tree that writes construction code and returns nothing.
 * A production it has no method for is not silently skipped: it is an error naming the
 * construct.
 */
abstract class TranslatingVisitor extends JumboParserBaseVisitor<Void> {
    protected final Construction construction;
    protected final Translators translators;

    TranslatingVisitor(Construction construction, Translators translators) {
        this.construction = construction;
        this.translators = translators;
    }

    @Override
    public final Void visitChildren(RuleNode node) {
        ParserRuleContext construct = (ParserRuleContext) node;
        String rule = JumboParser.ruleNames[construct.getRuleIndex()];
        throw construction.unsupported(construct, "the " + rule + " '" + construction.text(construct)
                + "' is not supported inside quotes");
    }
}
