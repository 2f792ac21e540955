package dev.jumbo.compiler.translate;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.SimpleName;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import com.github.javaparser.ast.stmt.*;
import com.github.javaparser.ast.type.Type;
import com.github.javaparser.ast.type.UnionType;
import dev.jumbo.compiler.parse.HoleCategory;
import dev.jumbo.compiler.parse.HoleSite;

import java.util.List;
import java.util.Optional;

/** Writes the {@code Statement} construction of a block statement in a quote. */
final class StatementTranslator {
    private final Construction construction;
    private final Translators translators;

    StatementTranslator(Construction construction, Translators translators) {
        this.construction = construction;
        this.translators = translators;
    }

    private ExpressionTranslator expressions() {
        return translators.expressions();
    }

    /** Writes a statement, or {@code null} for a missing one. */
    void statement(Statement statement) {
        if (statement == null) {
            construction.raw("null", null);
        } else if (statement instanceof ExpressionStmt expressionStatement) {
            expressionStatement(expressionStatement);
        } else if (statement instanceof BlockStmt block) {
            construction.begin("Block", block);
            construction.argument(block, () -> statements(block, block.getStatements()));
            construction.end(block);
        } else if (statement instanceof IfStmt ifStatement) {
            construction.begin("If", ifStatement);
            construction.argument(ifStatement, () -> expressions().expression(ifStatement.getCondition()));
            construction.argument(ifStatement, () -> statement(ifStatement.getThenStmt()));
            construction.argument(ifStatement, () -> statement(ifStatement.getElseStmt().orElse(null)));
            construction.end(ifStatement);
        } else if (statement instanceof WhileStmt loop) {
            construction.begin("While", loop);
            construction.argument(loop, () -> expressions().expression(loop.getCondition()));
            construction.argument(loop, () -> statement(loop.getBody()));
            construction.end(loop);
        } else if (statement instanceof DoStmt loop) {
            construction.begin("DoWhile", loop);
            construction.argument(loop, () -> statement(loop.getBody()));
            construction.argument(loop, () -> expressions().expression(loop.getCondition()));
            construction.end(loop);
        } else if (statement instanceof ForStmt loop) {
            construction.begin("For", loop);
            construction.listArgument(loop, loop.getInitialization(), this::forInitializer);
            construction.argument(loop, () -> expressions().expression(loop.getCompare().orElse(null)));
            construction.argument(loop, () -> expressions().expressions(loop, loop.getUpdate()));
            construction.argument(loop, () -> statement(loop.getBody()));
            construction.end(loop);
        } else if (statement instanceof ForEachStmt loop) {
            VariableDeclarationExpr variable = loop.getVariable();
            construction.begin("ForEach", loop);
            construction.argument(Integer.toString(Modifiers.bits(variable.getModifiers())), loop);
            construction.argument(loop, () -> translators.types().type(variable.getElementType()));
            construction.nameArgument(variable.getVariable(0).getName());
            construction.argument(loop, () -> expressions().expression(loop.getIterable()));
            construction.argument(loop, () -> statement(loop.getBody()));
            construction.end(loop);
        } else if (statement instanceof ReturnStmt returnStatement) {
            construction.begin("Return", returnStatement);
            construction.argument(returnStatement, () -> expressions().expression(returnStatement.getExpression().orElse(null)));
            construction.end(returnStatement);
        } else if (statement instanceof BreakStmt breakStatement) {
            construction.begin("Break", breakStatement);
            label(breakStatement.getLabel(), breakStatement);
            construction.end(breakStatement);
        } else if (statement instanceof ContinueStmt continueStatement) {
            construction.begin("Continue", continueStatement);
            label(continueStatement.getLabel(), continueStatement);
            construction.end(continueStatement);
        } else if (statement instanceof ThrowStmt throwStatement) {
            construction.begin("Throw", throwStatement);
            construction.argument(throwStatement, () -> expressions().expression(throwStatement.getExpression()));
            construction.end(throwStatement);
        } else if (statement instanceof YieldStmt yieldStatement) {
            construction.begin("Yield", yieldStatement);
            construction.argument(yieldStatement, () -> expressions().expression(yieldStatement.getExpression()));
            construction.end(yieldStatement);
        } else if (statement instanceof EmptyStmt empty) {
            construction.begin("Empty", empty);
            construction.end(empty);
        } else if (statement instanceof LabeledStmt labeled) {
            construction.begin("Labeled", labeled);
            construction.nameArgument(labeled.getLabel());
            construction.argument(labeled, () -> statement(labeled.getStatement()));
            construction.end(labeled);
        } else if (statement instanceof SynchronizedStmt synchronizedStatement) {
            construction.begin("Synchronized", synchronizedStatement);
            construction.argument(synchronizedStatement, () -> expressions().expression(synchronizedStatement.getExpression()));
            construction.argument(synchronizedStatement, () -> statement(synchronizedStatement.getBody()));
            construction.end(synchronizedStatement);
        } else if (statement instanceof AssertStmt assertion) {
            construction.begin("Assert", assertion);
            construction.argument(assertion, () -> expressions().expression(assertion.getCheck()));
            construction.argument(assertion, () -> expressions().expression(assertion.getMessage().orElse(null)));
            construction.end(assertion);
        } else if (statement instanceof TryStmt tryStatement) {
            tryStatement(tryStatement);
        } else if (statement instanceof SwitchStmt switchStatement) {
            construction.begin("Switch", switchStatement);
            construction.argument(switchStatement, () -> expressions().expression(switchStatement.getSelector()));
            construction.listArgument(switchStatement, switchStatement.getEntries(), this::switchEntry);
            construction.end(switchStatement);
        } else if (statement instanceof LocalClassDeclarationStmt local) {
            construction.begin("LocalClass", local);
            construction.argument(local, () -> translators.declarations().typeDeclaration(local.getClassDeclaration()));
            construction.end(local);
        } else if (statement instanceof LocalRecordDeclarationStmt local) {
            construction.begin("LocalClass", local);
            construction.argument(local, () -> translators.declarations().typeDeclaration(local.getRecordDeclaration()));
            construction.end(local);
        } else if (statement instanceof ExplicitConstructorInvocationStmt call) {
            construction.begin("ConstructorCall", call);
            construction.argument(Boolean.toString(!call.isThis()), call);
            construction.argument(call, () -> expressions().expression(call.getExpression().orElse(null)));
            construction.argument(call, () -> expressions().expressions(call, call.getArguments()));
            construction.end(call);
        } else {
            throw new UnsupportedConstruct(statement, ExpressionTranslator.describe(statement) + " is not supported inside quotes");
        }
    }

    /** Writes {@code java.util.List.of(...)} of statements. */
    void statements(Node at, List<? extends Statement> statements) {
        construction.list(at, statements, this::statement);
    }

    /** The hole a statement placeholder {@code $Jn();} stands for, if it is one. */
    Optional<HoleSite> statementHole(Statement statement) {
        if (statement instanceof ExpressionStmt expressionStatement
                && expressionStatement.getExpression() instanceof MethodCallExpr call
                && call.getScope().isEmpty() && call.getArguments().isEmpty()) {
            HoleSite hole = construction.hole(call.getNameAsString());
            if (hole != null && (hole.category() == HoleCategory.Stmt || hole.category() == HoleCategory.Body)) {
                return Optional.of(hole);
            }
        }
        return Optional.empty();
    }

    private void expressionStatement(ExpressionStmt statement) {
        Optional<HoleSite> hole = statementHole(statement);
        if (hole.isPresent()) {
            construction.hole(hole.get());
            return;
        }
        Expression expression = statement.getExpression();
        if (expression instanceof VariableDeclarationExpr declaration) {
            localVariable(declaration);
            return;
        }
        if (expression instanceof NameExpr name && construction.hole(name.getNameAsString()) != null) {
            HoleSite expressionHole = construction.hole(name.getNameAsString());
            throw new UnsupportedConstruct(name, "hole `" + expressionHole.category()
                    + " stands for an expression, which is no statement here; use `Stmt");
        }
        construction.begin("ExpressionStatement", statement);
        construction.argument(statement, () -> expressions().expression(expression));
        construction.end(statement);
    }

    /** Writes a {@code LocalVariable} for {@code final int a = 1, b[]}. */
    void localVariable(VariableDeclarationExpr declaration) {
        construction.begin("LocalVariable", declaration);
        construction.argument(Integer.toString(Modifiers.bits(declaration.getModifiers())), declaration);
        construction.argument(declaration, () -> translators.types().type(declaration.getElementType()));
        construction.listArgument(declaration, declaration.getVariables(), this::declarator);
        construction.end(declaration);
    }

    /** Writes a {@code VariableDeclarator}: the name, its extra dimensions, the initializer. */
    void declarator(VariableDeclarator declarator) {
        construction.begin("VariableDeclarator", declarator);
        construction.nameArgument(declarator.getName());
        Node parent = declarator.getParentNode().orElse(null);
        int elementLevel = parent instanceof com.github.javaparser.ast.nodeTypes.NodeWithVariables<?> withVariables
                ? withVariables.getElementType().getArrayLevel() : 0;
        construction.argument(Integer.toString(declarator.getType().getArrayLevel() - elementLevel), declarator);
        construction.argument(declarator, () -> expressions().expression(declarator.getInitializer().orElse(null)));
        construction.end(declarator);
    }

    private void forInitializer(Expression initializer) {
        if (initializer instanceof VariableDeclarationExpr declaration) {
            localVariable(declaration);
        } else {
            construction.begin("ExpressionStatement", initializer);
            construction.argument(initializer, () -> expressions().expression(initializer));
            construction.end(initializer);
        }
    }

    private void label(Optional<SimpleName> label, Node at) {
        if (label.isPresent()) {
            construction.nameArgument(label.get());
        } else {
            construction.argument("null", at);
        }
    }

    private void tryStatement(TryStmt tryStatement) {
        construction.begin("Try", tryStatement);
        construction.listArgument(tryStatement, tryStatement.getResources(), this::forInitializer);
        construction.argument(tryStatement, () -> statement(tryStatement.getTryBlock()));
        construction.listArgument(tryStatement, tryStatement.getCatchClauses(), this::catchClause);
        construction.argument(tryStatement, () -> statement(tryStatement.getFinallyBlock().orElse(null)));
        construction.end(tryStatement);
    }

    private void catchClause(CatchClause clause) {
        construction.begin("CatchClause", clause);
        construction.argument(Integer.toString(Modifiers.bits(clause.getParameter().getModifiers())), clause);
        Type type = clause.getParameter().getType();
        List<? extends Type> types = type instanceof UnionType union ? union.getElements() : List.of(type);
        construction.argument(clause, () -> translators.types().types(clause, types));
        construction.nameArgument(clause.getParameter().getName());
        construction.argument(clause, () -> statement(clause.getBody()));
        construction.end(clause);
    }

    /**
     * Writes a switch entry as a {@code SwitchCase}, or the {@code `Case} hole its
     * placeholder label stands for.
     */
    void switchEntry(SwitchEntry entry) {
        if (entry.getLabels().size() == 1 && entry.getLabels().get(0) instanceof NameExpr name) {
            HoleSite hole = construction.hole(name.getNameAsString());
            if (hole != null && hole.category() == HoleCategory.Case) {
                construction.hole(hole);
                return;
            }
        }
        if (entry.getGuard().isPresent()) {
            throw new UnsupportedConstruct(entry, "guarded case labels are not supported inside quotes");
        }
        boolean arrow = entry.getType() != SwitchEntry.Type.STATEMENT_GROUP;
        construction.begin("SwitchCase", entry);
        construction.argument(entry, () -> expressions().expressions(entry, entry.getLabels()));
        construction.argument(Boolean.toString(entry.isDefault() || entry.getLabels().isEmpty()), entry);
        construction.argument(Boolean.toString(arrow), entry);
        construction.argument(entry, () -> statements(entry, entry.getStatements()));
        construction.end(entry);
    }
}
