package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the {@code Member} construction of class-body declarations (fields, methods,
 * constructors, initializers, nested types, holes) and of formal parameters.
 */
final class MemberTranslator extends TranslatingVisitor {
    /** The header of the record whose body is being written, for its compact constructor; {@code null} outside records. */
    private JumboParser.RecordHeaderContext record;

    MemberTranslator(Construction construction, Translators translators) {
        super(construction, translators);
    }

    /** Writes {@code java.util.List.of(...)} of class-body declarations; {@code ;} declares nothing. */
    void classBody(List<JumboParser.ClassBodyDeclarationContext> declarations) {
        classBody(declarations, null);
    }

    /** Writes the body of a record, whose compact constructor takes the header's components. */
    void classBody(List<JumboParser.ClassBodyDeclarationContext> declarations, JumboParser.RecordHeaderContext header) {
        List<JumboParser.ClassBodyDeclarationContext> members = new ArrayList<>();
        for (JumboParser.ClassBodyDeclarationContext declaration : declarations) {
            if (!(declaration instanceof JumboParser.EmptyClassBodyDeclarationContext)) {
                members.add(declaration);
            }
        }
        JumboParser.RecordHeaderContext enclosing = record;
        record = header;
        try {
            construction.list(members, this::member);
        } finally {
            record = enclosing;
        }
    }

    void member(JumboParser.ClassBodyDeclarationContext declaration) {
        declaration.accept(this);
    }

    /** {@code #classMemberDeclaration : modifier* memberDeclaration} */
    @Override
    public Void visitClassMemberDeclaration(JumboParser.ClassMemberDeclarationContext declaration) {
        int modifiers = Modifiers.bits(declaration.modifier());
        JumboParser.MemberDeclarationContext member = declaration.memberDeclaration();
        if (member.classDeclaration() != null) {
            translators.typeDeclarations().classDeclaration(declaration, modifiers, member.classDeclaration());
        } else if (member.interfaceDeclaration() != null) {
            translators.typeDeclarations().interfaceDeclaration(declaration, modifiers, member.interfaceDeclaration());
        } else if (member.methodDeclaration() != null) {
            method(declaration, modifiers, member.methodDeclaration());
        } else if (member.constructorDeclaration() != null) {
            constructor(declaration, modifiers, member.constructorDeclaration());
        } else if (member.compactConstructorDeclaration() != null) {
            compactConstructor(declaration, modifiers, member.compactConstructorDeclaration());
        } else {
            field(declaration, modifiers, member.fieldDeclaration());
        }
        return null;
    }

    /** {@code #instanceInitializer : block} */
    @Override
    public Void visitInstanceInitializer(JumboParser.InstanceInitializerContext declaration) {
        initializer(declaration, false, declaration.block());
        return null;
    }

    /** {@code #staticInitializer : STATIC block} */
    @Override
    public Void visitStaticInitializer(JumboParser.StaticInitializerContext declaration) {
        initializer(declaration, true, declaration.block());
        return null;
    }

    /** {@code #classBodyHole : hole}: {@code `Field}, {@code `Method}, {@code `Member} or {@code `Class}. */
    @Override
    public Void visitClassBodyHole(JumboParser.ClassBodyHoleContext declaration) {
        translators.holes().member(declaration.hole());
        return null;
    }

    /** {@code fieldDeclaration : type variableDeclaratorList SEMI} */
    void field(ParserRuleContext at, int modifiers, JumboParser.FieldDeclarationContext field) {
        construction.begin("FieldDeclaration", at);
        construction.argument(Integer.toString(modifiers));
        construction.argument(() -> translators.types().type(field.type()));
        construction.listArgument(field.variableDeclaratorList().variableDeclarator(),
                translators.variables()::declarator);
        construction.end();
    }

    /**
     * {@code methodDeclaration : typeParameters? annotation* result methodDeclarator throwsClause? methodBody},
     * {@code methodDeclarator : identifier LPAREN ( receiverParameter ( COMMA formalParameterList )? | formalParameterList )? RPAREN dims?}
     */
    void method(ParserRuleContext at, int modifiers, JumboParser.MethodDeclarationContext method) {
        JumboParser.MethodDeclaratorContext declarator = method.methodDeclarator();
        translators.types().withTypeParameters(method.typeParameters(), false, () -> {
            construction.begin("MethodDeclaration", at);
            construction.argument(Integer.toString(modifiers));
            construction.argument(() -> typeParameters(method.typeParameters()));
            construction.argument(() -> translators.types().result(method.result(),
                    NameTranslator.dimensions(declarator.dims())));
            translators.names().argument(declarator.identifier());
            construction.argument(() -> formalParameters(declarator.formalParameterList()));
            construction.argument(() -> exceptions(method.throwsClause()));
            construction.argument(() -> translators.statements().block(method.methodBody().block()));
            construction.end();
        });
    }

    /**
     * {@code constructorDeclaration : typeParameters? typeIdentifier LPAREN ( receiverParameter ( COMMA formalParameterList )? | formalParameterList )? RPAREN throwsClause? constructorBody}
     * <p>lang's constructors have no type parameters: a generic constructor's are erased to their bounds.
     */
    void constructor(ParserRuleContext at, int modifiers, JumboParser.ConstructorDeclarationContext constructor) {
        translators.types().withTypeParameters(constructor.typeParameters(), true, () -> {
            construction.begin("ConstructorDeclaration", at);
            construction.argument(Integer.toString(modifiers));
            construction.argument(() -> translators.names().typeIdentifier(constructor.typeIdentifier()));
            construction.argument(() -> formalParameters(constructor.formalParameterList()));
            construction.argument(() -> exceptions(constructor.throwsClause()));
            construction.argument(() -> translators.statements().block(constructor.constructorBody().block()));
            construction.end();
        });
    }

    /** {@code compactConstructorDeclaration : typeIdentifier constructorBody}: the canonical constructor, see {@link CompactConstructor}. */
    void compactConstructor(ParserRuleContext at, int modifiers, JumboParser.CompactConstructorDeclarationContext constructor) {
        if (record == null) {
            throw construction.unsupported(constructor, "a compact constructor may only be declared in a record");
        }
        new CompactConstructor(construction, translators, record).write(at, modifiers, constructor);
    }

    private void initializer(ParserRuleContext at, boolean isStatic, JumboParser.BlockContext body) {
        construction.begin("Initializer", at);
        construction.argument(Boolean.toString(isStatic));
        construction.argument(() -> translators.statements().block(body));
        construction.end();
    }

    /** {@code formalParameterList : formalParameter ( COMMA formalParameter )*}; none without one. */
    void formalParameters(JumboParser.FormalParameterListContext list) {
        construction.list(list == null ? List.of() : list.formalParameter(), this::formalParameter);
    }

    /** {@code formalParameter}: a {@code Parameter}, or the {@code `Formals} hole. */
    void formalParameter(JumboParser.FormalParameterContext parameter) {
        parameter.accept(this);
    }

    /** {@code #ordinaryFormalParameter : variableModifier* type variableDeclaratorId} */
    @Override
    public Void visitOrdinaryFormalParameter(JumboParser.OrdinaryFormalParameterContext parameter) {
        parameter(parameter, parameter.variableModifier(), parameter.type(), parameter.variableDeclaratorId(), false);
        return null;
    }

    /** {@code #variableArityParameter : variableModifier* type annotation* ELLIPSIS variableDeclaratorId} */
    @Override
    public Void visitVariableArityParameter(JumboParser.VariableArityParameterContext parameter) {
        parameter(parameter, parameter.variableModifier(), parameter.type(), parameter.variableDeclaratorId(), true);
        return null;
    }

    /** {@code #formalParameterHole : hole}: {@code `Formals}. */
    @Override
    public Void visitFormalParameterHole(JumboParser.FormalParameterHoleContext parameter) {
        translators.holes().formals(parameter.hole());
        return null;
    }

    private void parameter(ParserRuleContext at, List<JumboParser.VariableModifierContext> modifiers,
                           JumboParser.TypeContext type, JumboParser.VariableDeclaratorIdContext name, boolean varargs) {
        construction.begin("Parameter", at);
        construction.argument(Integer.toString(Modifiers.variableBits(modifiers)));
        construction.argument(() -> translators.types().type(type, NameTranslator.dimensions(name.dims())));
        construction.argument(() -> translators.names().declaratorName(name));
        construction.argument(Boolean.toString(varargs));
        construction.end();
    }

    /** {@code typeParameters : LT typeParameter ( COMMA typeParameter )* GT}; none without one. */
    void typeParameters(JumboParser.TypeParametersContext parameters) {
        construction.list(parameters == null ? List.of() : parameters.typeParameter(), this::typeParameter);
    }

    /** {@code typeParameter : annotation* typeIdentifier typeBound?}, {@code typeBound : EXTENDS classType additionalBound*} */
    private void typeParameter(JumboParser.TypeParameterContext parameter) {
        construction.begin("TypeParameter", parameter);
        construction.argument(() -> translators.names().typeIdentifier(parameter.typeIdentifier()));
        List<JumboParser.ClassTypeContext> bounds = new ArrayList<>();
        if (parameter.typeBound() != null) {
            bounds.add(parameter.typeBound().classType());
            parameter.typeBound().additionalBound().forEach(bound -> bounds.add(bound.classType()));
        }
        construction.argument(() -> translators.types().classTypes(bounds));
        construction.end();
    }

    /** {@code throwsClause : THROWS classType ( COMMA classType )*}; none without one. */
    private void exceptions(JumboParser.ThrowsClauseContext throwsClause) {
        translators.types().classTypes(throwsClause == null ? List.of() : throwsClause.classType());
    }
}
