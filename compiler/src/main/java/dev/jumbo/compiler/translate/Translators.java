package dev.jumbo.compiler.translate;

/** The translators of one quote, by syntactic kind; they call one another for nested constructs. */
final class Translators {
    private final TypeTranslator types;
    private final ExpressionTranslator expressions;
    private final StatementTranslator statements;
    private final DeclarationTranslator declarations;

    Translators(Construction construction) {
        this.types = new TypeTranslator(construction);
        this.expressions = new ExpressionTranslator(construction, this);
        this.statements = new StatementTranslator(construction, this);
        this.declarations = new DeclarationTranslator(construction, this);
    }

    TypeTranslator types() {
        return types;
    }

    ExpressionTranslator expressions() {
        return expressions;
    }

    StatementTranslator statements() {
        return statements;
    }

    DeclarationTranslator declarations() {
        return declarations;
    }
}
