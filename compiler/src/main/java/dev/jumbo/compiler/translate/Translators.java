package dev.jumbo.compiler.translate;

/** The translators of one quote, one per kind of construct; they call one another for nested constructs. */
final class Translators {
    private final Construction construction;
    private final HoleTranslator holes;
    private final NameTranslator names;
    private final TypeTranslator types;
    private final LiteralTranslator literals;
    private final ExpressionTranslator expressions;
    private final PrimaryTranslator primaries;
    private final QualifierTranslator qualifiers;
    private final LambdaTranslator lambdas;
    private final SwitchTranslator switches;
    private final StatementTranslator statements;
    private final BlockStatementTranslator blockStatements;
    private final VariableTranslator variables;
    private final MemberTranslator members;
    private final TypeDeclarationTranslator typeDeclarations;
    private final QuoteTranslator quotes;

    Translators(Construction construction, TypeNames typeNames, QuoteDeclarations declarations) {
        this.construction = construction;
        this.holes = new HoleTranslator(construction);
        this.names = new NameTranslator(construction, this);
        this.types = new TypeTranslator(construction, typeNames, this);
        this.literals = new LiteralTranslator(construction);
        this.expressions = new ExpressionTranslator(construction, this);
        this.primaries = new PrimaryTranslator(construction, this);
        this.qualifiers = new QualifierTranslator(construction, typeNames, declarations, this);
        this.lambdas = new LambdaTranslator(construction, this);
        this.switches = new SwitchTranslator(construction, this);
        this.statements = new StatementTranslator(construction, this);
        this.blockStatements = new BlockStatementTranslator(construction, this);
        this.variables = new VariableTranslator(construction, this);
        this.members = new MemberTranslator(construction, this);
        this.typeDeclarations = new TypeDeclarationTranslator(construction, this);
        this.quotes = new QuoteTranslator(construction, this);
    }

    Construction construction() {
        return construction;
    }

    HoleTranslator holes() {
        return holes;
    }

    NameTranslator names() {
        return names;
    }

    TypeTranslator types() {
        return types;
    }

    LiteralTranslator literals() {
        return literals;
    }

    ExpressionTranslator expressions() {
        return expressions;
    }

    PrimaryTranslator primaries() {
        return primaries;
    }

    QualifierTranslator qualifiers() {
        return qualifiers;
    }

    LambdaTranslator lambdas() {
        return lambdas;
    }

    SwitchTranslator switches() {
        return switches;
    }

    StatementTranslator statements() {
        return statements;
    }

    BlockStatementTranslator blockStatements() {
        return blockStatements;
    }

    VariableTranslator variables() {
        return variables;
    }

    MemberTranslator members() {
        return members;
    }

    TypeDeclarationTranslator typeDeclarations() {
        return typeDeclarations;
    }

    QuoteTranslator quotes() {
        return quotes;
    }
}
