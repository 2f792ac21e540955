package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;

import java.util.List;

/** Writes the {@code Statement} construction of a statement (JLS 14), one method per labelled alternative of {@code statement}. */
final class StatementTranslator extends TranslatingVisitor {

    StatementTranslator(Construction construction, Translators translators) {
        super(construction, translators);
    }

    /** Writes a statement, or {@code null} for a missing one. */
    void statement(JumboParser.StatementContext statement) {
        if (statement == null) {
            construction.raw("null");
        } else {
            statement.accept(this);
        }
    }

    private ExpressionTranslator expressions() {
        return translators.expressions();
    }

    /** {@code block : LBRACE blockStatement* RBRACE} */
    void block(JumboParser.BlockContext block) {
        if (block == null) {
            construction.raw("null");
            return;
        }
        construction.begin("Block", block);
        construction.argument(() -> translators.blockStatements().blockStatements(block.blockStatement()));
        construction.end();
    }

    /** {@code #blockStatementStatement : block} */
    @Override
    public Void visitBlockStatementStatement(JumboParser.BlockStatementStatementContext statement) {
        block(statement.block());
        return null;
    }

    /** {@code #emptyStatement : SEMI} */
    @Override
    public Void visitEmptyStatement(JumboParser.EmptyStatementContext statement) {
        construction.begin("Empty", statement);
        construction.end();
        return null;
    }

    /** {@code #labeledStatement : identifier COLON statement} */
    @Override
    public Void visitLabeledStatement(JumboParser.LabeledStatementContext statement) {
        construction.begin("Labeled", statement);
        translators.names().argument(statement.identifier());
        construction.argument(() -> statement(statement.statement()));
        construction.end();
        return null;
    }

    /** {@code #ifStatement : IF parExpression statement ( ELSE statement )?} */
    @Override
    public Void visitIfStatement(JumboParser.IfStatementContext statement) {
        construction.begin("If", statement);
        construction.argument(() -> expressions().expression(statement.parExpression().expression()));
        construction.argument(() -> statement(statement.statement(0)));
        construction.argument(() -> statement(statement.statement().size() > 1 ? statement.statement(1) : null));
        construction.end();
        return null;
    }

    /** {@code #assertStatement : ASSERT expression ( COLON expression )? SEMI} */
    @Override
    public Void visitAssertStatement(JumboParser.AssertStatementContext statement) {
        construction.begin("Assert", statement);
        construction.argument(() -> expressions().expression(statement.expression(0)));
        construction.argument(() -> expressions().expression(statement.expression().size() > 1 ? statement.expression(1) : null));
        construction.end();
        return null;
    }

    /** {@code #switchStatement : SWITCH parExpression switchBlock} */
    @Override
    public Void visitSwitchStatement(JumboParser.SwitchStatementContext statement) {
        construction.begin("Switch", statement);
        construction.argument(() -> expressions().expression(statement.parExpression().expression()));
        construction.argument(() -> translators.switches().cases(statement.switchBlock()));
        construction.end();
        return null;
    }

    /** {@code #whileStatement : WHILE parExpression statement} */
    @Override
    public Void visitWhileStatement(JumboParser.WhileStatementContext statement) {
        construction.begin("While", statement);
        construction.argument(() -> expressions().expression(statement.parExpression().expression()));
        construction.argument(() -> statement(statement.statement()));
        construction.end();
        return null;
    }

    /** {@code #doStatement : DO statement WHILE parExpression SEMI} */
    @Override
    public Void visitDoStatement(JumboParser.DoStatementContext statement) {
        construction.begin("DoWhile", statement);
        construction.argument(() -> statement(statement.statement()));
        construction.argument(() -> expressions().expression(statement.parExpression().expression()));
        construction.end();
        return null;
    }

    /** {@code #basicForStatement : FOR LPAREN forInit? SEMI expression? SEMI forUpdate? RPAREN statement} */
    @Override
    public Void visitBasicForStatement(JumboParser.BasicForStatementContext statement) {
        construction.begin("For", statement);
        construction.argument(() -> forInit(statement.forInit()));
        construction.argument(() -> expressions().expression(statement.expression()));
        construction.argument(() -> expressions().expressions(
                statement.forUpdate() == null ? List.of() : statement.forUpdate().statementExpression()));
        construction.argument(() -> statement(statement.statement()));
        construction.end();
        return null;
    }

    /** {@code forInit : localVariableDeclaration | statementExpression ( COMMA statementExpression )*} */
    private void forInit(JumboParser.ForInitContext init) {
        if (init == null) {
            construction.raw("java.util.List.of()");
        } else if (init.localVariableDeclaration() != null) {
            construction.list(List.of(init.localVariableDeclaration()), translators.variables()::localVariable);
        } else {
            construction.list(init.statementExpression(), this::expressionStatement);
        }
    }

    /** {@code #enhancedForStatement : FOR LPAREN localVariableDeclaration COLON expression RPAREN statement} */
    @Override
    public Void visitEnhancedForStatement(JumboParser.EnhancedForStatementContext statement) {
        JumboParser.LocalVariableDeclarationContext variable = statement.localVariableDeclaration();
        List<JumboParser.VariableDeclaratorContext> declarators = variable.variableDeclaratorList().variableDeclarator();
        if (declarators.size() != 1 || declarators.get(0).variableInitializer() != null) {
            throw construction.unsupported(variable, "an enhanced for declares one variable without initializer");
        }
        JumboParser.VariableDeclaratorIdContext name = declarators.get(0).variableDeclaratorId();
        construction.begin("ForEach", statement);
        construction.argument(Integer.toString(Modifiers.variableBits(variable.variableModifier())));
        construction.argument(() -> translators.types().localVariableType(variable.localVariableType(),
                NameTranslator.dimensions(name.dims())));
        construction.argument(() -> translators.names().declaratorName(name));
        construction.argument(() -> expressions().expression(statement.expression()));
        construction.argument(() -> statement(statement.statement()));
        construction.end();
        return null;
    }

    /** {@code #breakStatement : BREAK identifier? SEMI} */
    @Override
    public Void visitBreakStatement(JumboParser.BreakStatementContext statement) {
        jump("Break", statement, statement.identifier());
        return null;
    }

    /** {@code #continueStatement : CONTINUE identifier? SEMI} */
    @Override
    public Void visitContinueStatement(JumboParser.ContinueStatementContext statement) {
        jump("Continue", statement, statement.identifier());
        return null;
    }

    /** {@code #returnStatement : RETURN expression? SEMI} */
    @Override
    public Void visitReturnStatement(JumboParser.ReturnStatementContext statement) {
        withExpression("Return", statement, statement.expression());
        return null;
    }

    /** {@code #throwStatement : THROW expression SEMI} */
    @Override
    public Void visitThrowStatement(JumboParser.ThrowStatementContext statement) {
        withExpression("Throw", statement, statement.expression());
        return null;
    }

    /** {@code #yieldStatement : YIELD expression SEMI} */
    @Override
    public Void visitYieldStatement(JumboParser.YieldStatementContext statement) {
        withExpression("Yield", statement, statement.expression());
        return null;
    }

    /** {@code #synchronizedStatement : SYNCHRONIZED parExpression block} */
    @Override
    public Void visitSynchronizedStatement(JumboParser.SynchronizedStatementContext statement) {
        construction.begin("Synchronized", statement);
        construction.argument(() -> expressions().expression(statement.parExpression().expression()));
        construction.argument(() -> block(statement.block()));
        construction.end();
        return null;
    }

    /** {@code #tryStatement : TRY block ( catchClause+ finallyClause? | finallyClause )} */
    @Override
    public Void visitTryStatement(JumboParser.TryStatementContext statement) {
        tryStatement(statement, null, statement.block(), statement.catchClause(), statement.finallyClause());
        return null;
    }

    /** {@code #tryWithResourcesStatement : TRY resourceSpecification block catchClause* finallyClause?} */
    @Override
    public Void visitTryWithResourcesStatement(JumboParser.TryWithResourcesStatementContext statement) {
        tryStatement(statement, statement.resourceSpecification(), statement.block(), statement.catchClause(),
                statement.finallyClause());
        return null;
    }

    /**
     * {@code #expressionStatement : statementExpression SEMI}. A lone {@code `Stmt}/{@code `Body}
     * hole followed by {@code ;} is that hole (the {@code ;} is absorbed).
     */
    @Override
    public Void visitExpressionStatement(JumboParser.ExpressionStatementContext statement) {
        JumboParser.HoleContext hole = loneHole(statement.statementExpression());
        if (hole != null && HoleTranslator.STATEMENTS.contains(translators.holes().category(hole))) {
            translators.holes().statement(hole);
            return null;
        }
        expressionStatement(statement.statementExpression());
        return null;
    }

    private void expressionStatement(JumboParser.StatementExpressionContext expression) {
        construction.begin("ExpressionStatement", expression);
        construction.argument(() -> expressions().expression(expression));
        construction.end();
    }

    /** The hole a statement expression consists of, or {@code null}. */
    private static JumboParser.HoleContext loneHole(JumboParser.StatementExpressionContext expression) {
        if (expression.prefix == null && expression.postfix == null && expression.assignmentOperator() == null
                && expression.primary() instanceof JumboParser.NamePrimaryContext name) {
            return name.identifier().hole();
        }
        return null;
    }

    private void jump(String record, ParserRuleContext statement, JumboParser.IdentifierContext label) {
        construction.begin(record, statement);
        if (label == null) {
            construction.argument("null");
        } else {
            translators.names().argument(label);
        }
        construction.end();
    }

    private void withExpression(String record, ParserRuleContext statement, JumboParser.ExpressionContext expression) {
        construction.begin(record, statement);
        construction.argument(() -> expressions().expression(expression));
        construction.end();
    }

    private void tryStatement(ParserRuleContext statement, JumboParser.ResourceSpecificationContext resources,
                              JumboParser.BlockContext body, List<JumboParser.CatchClauseContext> catches,
                              JumboParser.FinallyClauseContext finallyClause) {
        construction.begin("Try", statement);
        construction.listArgument(resources == null ? List.of() : resources.resource(), this::resource);
        construction.argument(() -> block(body));
        construction.listArgument(catches, this::catchClause);
        construction.argument(() -> block(finallyClause == null ? null : finallyClause.block()));
        construction.end();
    }

    /** {@code resource : variableModifier* localVariableType variableDeclaratorId ASSIGN expression | primary} */
    private void resource(JumboParser.ResourceContext resource) {
        if (resource.primary() != null) {
            construction.begin("ExpressionStatement", resource);
            construction.argument(() -> expressions().expression(resource.primary()));
            construction.end();
            return;
        }
        JumboParser.VariableDeclaratorIdContext name = resource.variableDeclaratorId();
        construction.begin("LocalVariable", resource);
        construction.argument(Integer.toString(Modifiers.variableBits(resource.variableModifier())));
        construction.argument(() -> translators.types().localVariableType(resource.localVariableType(), 0));
        construction.argument(() -> construction.list(List.of(resource), declared -> {
            construction.begin("VariableDeclarator", name);
            construction.argument(() -> translators.names().declaratorName(name));
            construction.argument(Integer.toString(NameTranslator.dimensions(name.dims())));
            construction.argument(() -> expressions().expression(resource.expression()));
            construction.end();
        }));
        construction.end();
    }

    /** {@code catchClause : CATCH LPAREN variableModifier* catchType variableDeclaratorId RPAREN block} */
    private void catchClause(JumboParser.CatchClauseContext clause) {
        construction.begin("CatchClause", clause);
        construction.argument(Integer.toString(Modifiers.variableBits(clause.variableModifier())));
        construction.argument(() -> translators.types().classTypes(clause.catchType().classType()));
        construction.argument(() -> translators.names().declaratorName(clause.variableDeclaratorId()));
        construction.argument(() -> block(clause.block()));
        construction.end();
    }
}
