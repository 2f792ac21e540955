package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

/** Writes the {@code Expression} construction of a primary: literals, names, calls, accesses, creations, references. */
final class PrimaryTranslator extends TranslatingVisitor {

    PrimaryTranslator(Construction construction, Translators translators) {
        super(construction, translators);
    }

    void primary(JumboParser.PrimaryContext primary) {
        primary.accept(this);
    }

    private ExpressionTranslator expressions() {
        return translators.expressions();
    }

    /** {@code #literalPrimary : literal} */
    @Override
    public Void visitLiteralPrimary(JumboParser.LiteralPrimaryContext primary) {
        translators.literals().literal(primary.literal(), false);
        return null;
    }

    /** {@code #parenthesizedPrimary : LPAREN expression RPAREN}; parentheses are not nodes. */
    @Override
    public Void visitParenthesizedPrimary(JumboParser.ParenthesizedPrimaryContext primary) {
        expressions().expression(primary.expression());
        return null;
    }

    /** {@code #thisPrimary : THIS} */
    @Override
    public Void visitThisPrimary(JumboParser.ThisPrimaryContext primary) {
        construction.begin("This", primary);
        construction.argument("null");
        construction.end();
        return null;
    }

    /** {@code #primitiveClassLiteral : ( primitiveType dims? | VOID ) DOT CLASS} */
    @Override
    public Void visitPrimitiveClassLiteral(JumboParser.PrimitiveClassLiteralContext primary) {
        construction.begin("ClassLiteral", primary);
        construction.argument(() -> translators.types().array(NameTranslator.dimensions(primary.dims()), primary, () -> {
            if (primary.VOID() != null) {
                translators.types().voidType(primary);
            } else {
                translators.types().primitiveType(primary.primitiveType());
            }
        }));
        construction.end();
        return null;
    }

    /** {@code #arrayClassLiteral : classType dims DOT CLASS} */
    @Override
    public Void visitArrayClassLiteral(JumboParser.ArrayClassLiteralContext primary) {
        construction.begin("ClassLiteral", primary);
        construction.argument(() -> translators.types().array(NameTranslator.dimensions(primary.dims()), primary,
                () -> translators.types().classType(primary.classType())));
        construction.end();
        return null;
    }

    /** {@code #classInstanceCreationPrimary : classInstanceCreationExpression} */
    @Override
    public Void visitClassInstanceCreationPrimary(JumboParser.ClassInstanceCreationPrimaryContext primary) {
        JumboParser.ClassInstanceCreationExpressionContext creation = primary.classInstanceCreationExpression();
        construction.begin("New", creation);
        construction.argument("null");
        construction.argument(() -> translators.types().classType(creation.classType()));
        construction.argument(() -> expressions().arguments(creation.arguments()));
        construction.argument(() -> anonymousBody(creation.classBody()));
        construction.end();
        return null;
    }

    /**
     * {@code #arrayCreationPrimary : arrayCreationExpression},
     * {@code arrayCreationExpression : NEW ( primitiveType | classType ) dimExpr+ dims? | NEW ( primitiveType | classType ) dims arrayInitializer}
     */
    @Override
    public Void visitArrayCreationPrimary(JumboParser.ArrayCreationPrimaryContext primary) {
        JumboParser.ArrayCreationExpressionContext creation = primary.arrayCreationExpression();
        int dimensions = creation.dimExpr().size() + NameTranslator.dimensions(creation.dims());
        construction.begin("NewArray", creation);
        construction.argument(() -> translators.types().array(dimensions, creation, () -> {
            if (creation.primitiveType() != null) {
                translators.types().primitiveType(creation.primitiveType());
            } else {
                translators.types().classType(creation.classType());
            }
        }));
        construction.listArgument(creation.dimExpr(), dimension -> expressions().expression(dimension.expression()));
        if (creation.arrayInitializer() == null) {
            construction.argument("null");
        } else {
            construction.argument(() -> translators.variables().arrayInitializer(creation.arrayInitializer()));
        }
        construction.end();
        return null;
    }

    /** {@code #methodInvocation : identifier arguments} */
    @Override
    public Void visitMethodInvocation(JumboParser.MethodInvocationContext primary) {
        call(primary, () -> construction.raw("null"), null, primary.identifier(), primary.arguments());
        return null;
    }

    /** {@code #namePrimary : identifier}; a hole here stands for an expression. */
    @Override
    public Void visitNamePrimary(JumboParser.NamePrimaryContext primary) {
        if (primary.identifier().hole() != null) {
            translators.holes().expression(primary.identifier().hole());
            return null;
        }
        construction.begin("Name", primary);
        translators.names().argument(primary.identifier());
        construction.end();
        return null;
    }

    /** {@code #superMethodInvocation : SUPER DOT typeArguments? identifier arguments} */
    @Override
    public Void visitSuperMethodInvocation(JumboParser.SuperMethodInvocationContext primary) {
        call(primary, () -> superOf(primary.SUPER().getSymbol(), null), primary.typeArguments(), primary.identifier(),
                primary.arguments());
        return null;
    }

    /** {@code #superFieldAccess : SUPER DOT identifier} */
    @Override
    public Void visitSuperFieldAccess(JumboParser.SuperFieldAccessContext primary) {
        fieldAccess(primary, () -> superOf(primary.SUPER().getSymbol(), null), primary.identifier());
        return null;
    }

    /** {@code #superMethodReference : SUPER COLONCOLON typeArguments? identifier} */
    @Override
    public Void visitSuperMethodReference(JumboParser.SuperMethodReferenceContext primary) {
        reference(primary, () -> superOf(primary.SUPER().getSymbol(), null), primary.identifier());
        return null;
    }

    /** {@code #typeMethodReference : referenceType COLONCOLON typeArguments? identifier}; {@code a.b::m} may name a variable. */
    @Override
    public Void visitTypeMethodReference(JumboParser.TypeMethodReferenceContext primary) {
        reference(primary, () -> translators.qualifiers().referenceQualifier(primary.referenceType()),
                primary.identifier());
        return null;
    }

    /** {@code #constructorReference : referenceType COLONCOLON typeArguments? NEW} */
    @Override
    public Void visitConstructorReference(JumboParser.ConstructorReferenceContext primary) {
        construction.begin("MethodReference", primary);
        construction.argument(() -> {
            construction.begin("TypeExpression", primary.referenceType());
            construction.argument(() -> translators.types().referenceType(primary.referenceType()));
            construction.end();
        });
        construction.argument(JavaLiterals.string("new"));
        construction.end();
        return null;
    }

    /** {@code #quotePrimary : quote}: a quote directly inside a quote (the scanner reports it first). */
    @Override
    public Void visitQuotePrimary(JumboParser.QuotePrimaryContext primary) {
        throw construction.unsupported(primary, "quote inside a quote: a quote may only appear inside a hole's "
                + "expression, as in `Expr($< ... >$)");
    }

    /** {@code #qualifiedMethodInvocation : primary DOT typeArguments? identifier arguments} */
    @Override
    public Void visitQualifiedMethodInvocation(JumboParser.QualifiedMethodInvocationContext primary) {
        call(primary, () -> translators.qualifiers().qualifier(primary.primary()), primary.typeArguments(),
                primary.identifier(), primary.arguments());
        return null;
    }

    /** {@code #fieldAccess : primary DOT identifier} */
    @Override
    public Void visitFieldAccess(JumboParser.FieldAccessContext primary) {
        fieldAccess(primary, () -> translators.qualifiers().qualifier(primary.primary()), primary.identifier());
        return null;
    }

    /** {@code #qualifiedThis : primary DOT THIS} */
    @Override
    public Void visitQualifiedThis(JumboParser.QualifiedThisContext primary) {
        construction.begin("This", primary);
        construction.argument(() -> translators.qualifiers().typeName(primary.primary(), "'.this'"));
        construction.end();
        return null;
    }

    /** {@code #classLiteral : primary DOT CLASS} */
    @Override
    public Void visitClassLiteral(JumboParser.ClassLiteralContext primary) {
        construction.begin("ClassLiteral", primary);
        construction.argument(() -> translators.qualifiers().typeName(primary.primary(), "'.class'"));
        construction.end();
        return null;
    }

    /** {@code #qualifiedSuperMethodInvocation : primary DOT SUPER DOT typeArguments? identifier arguments} */
    @Override
    public Void visitQualifiedSuperMethodInvocation(JumboParser.QualifiedSuperMethodInvocationContext primary) {
        call(primary, () -> superOf(primary.SUPER().getSymbol(), primary.primary()), primary.typeArguments(),
                primary.identifier(), primary.arguments());
        return null;
    }

    /** {@code #qualifiedSuperFieldAccess : primary DOT SUPER DOT identifier} */
    @Override
    public Void visitQualifiedSuperFieldAccess(JumboParser.QualifiedSuperFieldAccessContext primary) {
        fieldAccess(primary, () -> superOf(primary.SUPER().getSymbol(), primary.primary()), primary.identifier());
        return null;
    }

    /** {@code #qualifiedSuperMethodReference : primary DOT SUPER COLONCOLON typeArguments? identifier} */
    @Override
    public Void visitQualifiedSuperMethodReference(JumboParser.QualifiedSuperMethodReferenceContext primary) {
        reference(primary, () -> superOf(primary.SUPER().getSymbol(), primary.primary()), primary.identifier());
        return null;
    }

    /**
     * {@code #qualifiedClassInstanceCreation : primary DOT NEW typeArguments? annotation* typeIdentifier typeArguments? arguments classBody?}
     * <p>The inner class is named relative to the outer object's class: it is resolved at generation time.
     */
    @Override
    public Void visitQualifiedClassInstanceCreation(JumboParser.QualifiedClassInstanceCreationContext primary) {
        JumboParser.TypeIdentifierContext name = primary.typeIdentifier();
        if (name.hole() != null) {
            throw construction.unsupported(name, "a hole cannot name the inner class of a qualified creation 'o.new C()'");
        }
        construction.begin("New", primary);
        construction.argument(() -> expressions().expression(primary.primary()));
        construction.argument(() -> translators.types().unresolved(NameTranslator.text(name),
                primary.typeArguments().stream()
                        .filter(arguments -> arguments.getStart().getTokenIndex() > name.getStart().getTokenIndex())
                        .flatMap(arguments -> arguments.typeArgument().stream()).toList(), name));
        construction.argument(() -> expressions().arguments(primary.arguments()));
        construction.argument(() -> anonymousBody(primary.classBody()));
        construction.end();
        return null;
    }

    /** {@code #arrayAccess : primary LBRACK expression RBRACK} */
    @Override
    public Void visitArrayAccess(JumboParser.ArrayAccessContext primary) {
        construction.begin("ArrayAccess", primary);
        construction.argument(() -> expressions().expression(primary.primary()));
        construction.argument(() -> expressions().expression(primary.expression()));
        construction.end();
        return null;
    }

    /** {@code #expressionMethodReference : primary COLONCOLON typeArguments? identifier} */
    @Override
    public Void visitExpressionMethodReference(JumboParser.ExpressionMethodReferenceContext primary) {
        reference(primary, () -> translators.qualifiers().qualifier(primary.primary()), primary.identifier());
        return null;
    }

    /**
     * {@code new MethodCall(P, target, name, arguments)}, or with explicit type arguments
     * {@code new MethodCall(P, target, name, arguments, List.of(types))} ({@code target.<String>name(...)}).
     */
    private void call(ParserRuleContext at, Runnable target, JumboParser.TypeArgumentsContext typeArguments,
                      JumboParser.IdentifierContext name, JumboParser.ArgumentsContext arguments) {
        construction.begin("MethodCall", at);
        construction.argument(target);
        translators.names().argument(name);
        construction.argument(() -> expressions().arguments(arguments));
        if (typeArguments != null) {
            if (typeArguments.typeArgument().isEmpty()) {
                throw construction.unsupported(typeArguments, "a method call's type arguments cannot be empty '<>'");
            }
            construction.listArgument(typeArguments.typeArgument(), translators.types()::typeArgument);
        }
        construction.end();
    }

    private void fieldAccess(ParserRuleContext at, Runnable target, JumboParser.IdentifierContext name) {
        construction.begin("FieldAccess", at);
        construction.argument(target);
        translators.names().argument(name);
        construction.end();
    }

    private void reference(ParserRuleContext at, Runnable target, JumboParser.IdentifierContext name) {
        construction.begin("MethodReference", at);
        construction.argument(target);
        translators.names().argument(name);
        construction.end();
    }

    /** {@code new Super(P, null)} or, for {@code Outer.super}, {@code new Super(P, Outer)}. */
    private void superOf(Token superToken, JumboParser.PrimaryContext qualifier) {
        construction.begin("Super", qualifier == null ? construction.offset(superToken) : construction.offset(qualifier));
        if (qualifier == null) {
            construction.argument("null");
        } else {
            construction.argument(() -> translators.qualifiers().typeName(qualifier, "'.super'"));
        }
        construction.end();
    }

    /** The members of an anonymous class body, or {@code null} without one. */
    private void anonymousBody(JumboParser.ClassBodyContext body) {
        if (body == null) {
            construction.raw("null");
        } else {
            translators.members().classBody(body.classBodyDeclaration());
        }
    }
}
