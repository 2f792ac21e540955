package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the {@code Case} list of a switch (statement, expression or {@code Quote.cases}): a
 * {@code SwitchCase} per label of a statement group ({@code case 1: case 2: body} gives two,
 * the body on the last), one per rule, and the {@code `Case} holes.
 */
final class SwitchTranslator extends TranslatingVisitor {

    SwitchTranslator(Construction construction, Translators translators) {
        super(construction, translators);
    }

    /** {@code switchBlock : LBRACE switchRule+ RBRACE | LBRACE switchBlockStatementGroup* RBRACE}: {@code java.util.List.of(...)} of cases. */
    void cases(JumboParser.SwitchBlockContext block) {
        List<Runnable> cases = new ArrayList<>();
        block.switchRule().forEach(rule -> cases.add(() -> rule(rule)));
        block.switchBlockStatementGroup().forEach(group -> cases.addAll(group(group)));
        construction.list(cases, Runnable::run);
    }

    /** {@code switchRule : switchLabel ARROW ( expression SEMI | block | THROW expression SEMI ) | hole} */
    void rule(JumboParser.SwitchRuleContext rule) {
        if (rule.hole() != null) {
            translators.holes().cases(rule.hole());
            return;
        }
        JumboParser.SwitchLabelContext label = rule.switchLabel();
        construction.begin("SwitchCase", rule);
        construction.argument(() -> label.accept(this));
        construction.argument(Boolean.toString(isDefault(label)));
        construction.argument("true");
        construction.argument(() -> construction.list(List.of(rule), this::ruleBody));
        construction.end();
    }

    /**
     * {@code switchBlockStatementGroup : ( switchLabel COLON )+ blockStatement* | hole}: one writer per
     * {@code SwitchCase} (or the hole).
     */
    List<Runnable> group(JumboParser.SwitchBlockStatementGroupContext group) {
        if (group.hole() != null) {
            return List.of(() -> translators.holes().cases(group.hole()));
        }
        List<Runnable> cases = new ArrayList<>();
        List<JumboParser.SwitchLabelContext> labels = group.switchLabel();
        for (int index = 0; index < labels.size(); index++) {
            JumboParser.SwitchLabelContext label = labels.get(index);
            boolean last = index == labels.size() - 1;
            cases.add(() -> {
                construction.begin("SwitchCase", label);
                construction.argument(() -> label.accept(this));
                construction.argument(Boolean.toString(isDefault(label)));
                construction.argument("false");
                construction.argument(() -> translators.blockStatements().blockStatements(
                        last ? group.blockStatement() : List.of()));
                construction.end();
            });
        }
        return cases;
    }

    private void ruleBody(JumboParser.SwitchRuleContext rule) {
        if (rule.block() != null) {
            translators.statements().block(rule.block());
        } else if (rule.THROW() != null) {
            construction.begin("Throw", construction.offset(rule.THROW().getSymbol()));
            construction.argument(() -> translators.expressions().expression(rule.expression()));
            construction.end();
        } else {
            construction.begin("ExpressionStatement", rule.expression());
            construction.argument(() -> translators.expressions().expression(rule.expression()));
            construction.end();
        }
    }

    /** {@code #caseConstantLabel : CASE caseConstant ( COMMA caseConstant )*}: the constants. */
    @Override
    public Void visitCaseConstantLabel(JumboParser.CaseConstantLabelContext label) {
        construction.list(label.caseConstant(), constant -> translators.expressions().expression(constant.assignmentExpression()));
        return null;
    }

    /** {@code #caseNullDefaultLabel : CASE NULL COMMA DEFAULT}: the {@code null} label (and default). */
    @Override
    public Void visitCaseNullDefaultLabel(JumboParser.CaseNullDefaultLabelContext label) {
        construction.raw("java.util.List.of(");
        construction.begin("Literal", construction.offset(label.NULL().getSymbol()));
        construction.argument("(Object) null");
        construction.end();
        construction.raw(")");
        return null;
    }

    /** {@code #casePatternLabel : CASE casePattern ( COMMA casePattern )* guard?}: lang's switch has no patterns. */
    @Override
    public Void visitCasePatternLabel(JumboParser.CasePatternLabelContext label) {
        if (label.guard() != null) {
            throw construction.unsupported(label.guard(), "guarded case labels ('when') are not supported inside quotes");
        }
        throw construction.unsupported(label.casePattern(0), "pattern case labels are not supported inside quotes");
    }

    /** {@code #defaultLabel : DEFAULT}: no labels. */
    @Override
    public Void visitDefaultLabel(JumboParser.DefaultLabelContext label) {
        construction.raw("java.util.List.of()");
        return null;
    }

    private static boolean isDefault(JumboParser.SwitchLabelContext label) {
        return label instanceof JumboParser.DefaultLabelContext || label instanceof JumboParser.CaseNullDefaultLabelContext;
    }
}
