package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;

import java.util.List;

/** Writes the {@code Statement} construction of a block statement: local variables and classes, constructor calls, statements, holes. */
final class BlockStatementTranslator extends TranslatingVisitor {

    BlockStatementTranslator(Construction construction, Translators translators) {
        super(construction, translators);
    }

    /** Writes {@code java.util.List.of(...)} of block statements. */
    void blockStatements(List<JumboParser.BlockStatementContext> statements) {
        construction.list(statements, this::blockStatement);
    }

    void blockStatement(JumboParser.BlockStatementContext statement) {
        statement.accept(this);
    }

    /** {@code #localVariableDeclarationStatement : localVariableDeclaration SEMI} */
    @Override
    public Void visitLocalVariableDeclarationStatement(JumboParser.LocalVariableDeclarationStatementContext statement) {
        translators.variables().localVariable(statement.localVariableDeclaration());
        return null;
    }

    /** {@code #localClassOrInterfaceDeclaration : classOrInterfaceDeclaration} */
    @Override
    public Void visitLocalClassOrInterfaceDeclaration(JumboParser.LocalClassOrInterfaceDeclarationContext statement) {
        construction.begin("LocalClass", statement);
        construction.argument(() -> translators.typeDeclarations().classOrInterfaceDeclaration(
                statement.classOrInterfaceDeclaration()));
        construction.end();
        return null;
    }

    /**
     * {@code #explicitConstructorInvocationStatement : explicitConstructorInvocation},
     * {@code explicitConstructorInvocation : typeArguments? ( THIS | SUPER ) arguments SEMI | primary DOT typeArguments? SUPER arguments SEMI}
     */
    @Override
    public Void visitExplicitConstructorInvocationStatement(
            JumboParser.ExplicitConstructorInvocationStatementContext statement) {
        JumboParser.ExplicitConstructorInvocationContext call = statement.explicitConstructorInvocation();
        construction.begin("ConstructorCall", call);
        construction.argument(Boolean.toString(call.SUPER() != null));
        construction.argument(() -> translators.expressions().expression(call.primary()));
        construction.argument(() -> translators.expressions().arguments(call.arguments()));
        construction.end();
        return null;
    }

    /** {@code #statementBlockStatement : statement} */
    @Override
    public Void visitStatementBlockStatement(JumboParser.StatementBlockStatementContext statement) {
        translators.statements().statement(statement.statement());
        return null;
    }

    /** {@code #blockStatementHole : hole}: {@code `Stmt} or {@code `Body}. */
    @Override
    public Void visitBlockStatementHole(JumboParser.BlockStatementHoleContext statement) {
        translators.holes().statement(statement.hole());
        return null;
    }
}
