package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;

import java.util.List;

/**
 * Writes {@code new ClassDeclaration(P, modifiers, kind, name, typeParameters, superclass,
 * interfaces, components, enumConstants, members)} for a class, interface, enum or record.
 * {@code permits} clauses are dropped (lang defines the classes it is given); annotation
 * interfaces cannot be represented.
 */
final class TypeDeclarationTranslator {
    private final Construction construction;
    private final Translators translators;

    TypeDeclarationTranslator(Construction construction, Translators translators) {
        this.construction = construction;
        this.translators = translators;
    }

    /** {@code classOrInterfaceDeclaration : modifier* ( classDeclaration | interfaceDeclaration )} */
    void classOrInterfaceDeclaration(JumboParser.ClassOrInterfaceDeclarationContext declaration) {
        int modifiers = Modifiers.bits(declaration.modifier());
        if (declaration.classDeclaration() != null) {
            classDeclaration(declaration, modifiers, declaration.classDeclaration());
        } else {
            interfaceDeclaration(declaration, modifiers, declaration.interfaceDeclaration());
        }
    }

    /** {@code classDeclaration : normalClassDeclaration | enumDeclaration | recordDeclaration} */
    void classDeclaration(ParserRuleContext at, int modifiers, JumboParser.ClassDeclarationContext declaration) {
        if (declaration.normalClassDeclaration() != null) {
            normalClass(at, modifiers, declaration.normalClassDeclaration());
        } else if (declaration.enumDeclaration() != null) {
            enumeration(at, modifiers, declaration.enumDeclaration());
        } else {
            record(at, modifiers, declaration.recordDeclaration());
        }
    }

    /** {@code interfaceDeclaration : normalInterfaceDeclaration | annotationInterfaceDeclaration} */
    void interfaceDeclaration(ParserRuleContext at, int modifiers, JumboParser.InterfaceDeclarationContext declaration) {
        if (declaration.annotationInterfaceDeclaration() != null) {
            throw construction.unsupported(declaration, "annotation type declarations are not supported inside quotes");
        }
        JumboParser.NormalInterfaceDeclarationContext normal = declaration.normalInterfaceDeclaration();
        JumboParser.InterfaceExtendsContext extended = normal.interfaceExtends();
        translators.types().withTypeParameters(normal.typeParameters(), false, () -> write(at, modifiers, "INTERFACE",
                normal.typeIdentifier(), normal.typeParameters(), null,
                extended == null ? List.of() : extended.classType(),
                () -> construction.raw("java.util.List.of()"), () -> construction.raw("java.util.List.of()"),
                () -> translators.members().classBody(normal.interfaceBody().classBodyDeclaration())));
    }

    /** {@code normalClassDeclaration : CLASS typeIdentifier typeParameters? classExtends? classImplements? classPermits? classBody} */
    private void normalClass(ParserRuleContext at, int modifiers, JumboParser.NormalClassDeclarationContext declaration) {
        JumboParser.ClassExtendsContext extended = declaration.classExtends();
        translators.types().withTypeParameters(declaration.typeParameters(), false, () -> write(at, modifiers, "CLASS",
                declaration.typeIdentifier(), declaration.typeParameters(),
                extended == null ? null : extended.classType(), implemented(declaration.classImplements()),
                () -> construction.raw("java.util.List.of()"), () -> construction.raw("java.util.List.of()"),
                () -> translators.members().classBody(declaration.classBody().classBodyDeclaration())));
    }

    /**
     * {@code enumDeclaration : ENUM typeIdentifier classImplements? enumBody},
     * {@code enumBody : LBRACE enumConstantList? COMMA? enumBodyDeclarations? RBRACE}
     */
    private void enumeration(ParserRuleContext at, int modifiers, JumboParser.EnumDeclarationContext declaration) {
        JumboParser.EnumBodyContext body = declaration.enumBody();
        List<JumboParser.EnumConstantContext> constants = body.enumConstantList() == null ? List.of()
                : body.enumConstantList().enumConstant();
        List<JumboParser.ClassBodyDeclarationContext> members = body.enumBodyDeclarations() == null ? List.of()
                : body.enumBodyDeclarations().classBodyDeclaration();
        write(at, modifiers, "ENUM", declaration.typeIdentifier(), null, null,
                implemented(declaration.classImplements()), () -> construction.raw("java.util.List.of()"),
                () -> construction.list(constants, this::enumConstant), () -> translators.members().classBody(members));
    }

    /** {@code recordDeclaration : RECORD typeIdentifier typeParameters? recordHeader classImplements? recordBody} */
    private void record(ParserRuleContext at, int modifiers, JumboParser.RecordDeclarationContext declaration) {
        JumboParser.RecordHeaderContext header = declaration.recordHeader();
        translators.types().withTypeParameters(declaration.typeParameters(), false, () -> write(at, modifiers, "RECORD",
                declaration.typeIdentifier(), declaration.typeParameters(), null,
                implemented(declaration.classImplements()),
                () -> construction.list(header.recordComponent(), this::component),
                () -> construction.raw("java.util.List.of()"),
                () -> translators.members().classBody(declaration.recordBody().classBodyDeclaration(), header)));
    }

    /**
     * {@code recordComponent : annotation* type identifier | annotation* type annotation* ELLIPSIS identifier | hole}:
     * a {@code Parameter}, or the components a {@code `Formals} hole splices.
     */
    void component(JumboParser.RecordComponentContext component) {
        if (component.hole() != null) {
            translators.holes().formals(component.hole());
            return;
        }
        construction.begin("Parameter", component);
        construction.argument("0");
        construction.argument(() -> translators.types().type(component.type()));
        translators.names().argument(component.identifier());
        construction.argument(Boolean.toString(component.ELLIPSIS() != null));
        construction.end();
    }

    /** {@code enumConstant : annotation* identifier arguments? classBody?} */
    private void enumConstant(JumboParser.EnumConstantContext constant) {
        construction.begin("EnumConstant", constant);
        translators.names().argument(constant.identifier());
        construction.argument(() -> {
            if (constant.arguments() == null) {
                construction.raw("java.util.List.of()");
            } else {
                translators.expressions().arguments(constant.arguments());
            }
        });
        construction.argument(() -> {
            if (constant.classBody() == null) {
                construction.raw("null");
            } else {
                translators.members().classBody(constant.classBody().classBodyDeclaration());
            }
        });
        construction.end();
    }

    private static List<JumboParser.ClassTypeContext> implemented(JumboParser.ClassImplementsContext implemented) {
        return implemented == null ? List.of() : implemented.classType();
    }

    private void write(ParserRuleContext at, int modifiers, String kind, JumboParser.TypeIdentifierContext name,
                       JumboParser.TypeParametersContext typeParameters, JumboParser.ClassTypeContext superclass,
                       List<JumboParser.ClassTypeContext> interfaces, Runnable components, Runnable enumConstants,
                       Runnable members) {
        construction.begin("ClassDeclaration", at);
        construction.argument(Integer.toString(modifiers));
        construction.argument(Construction.TREE + "TypeKind." + kind);
        construction.argument(() -> translators.names().typeIdentifier(name));
        construction.argument(() -> translators.members().typeParameters(typeParameters));
        construction.argument(() -> {
            if (superclass == null) {
                construction.raw("null");
            } else {
                translators.types().classType(superclass);
            }
        });
        construction.argument(() -> translators.types().classTypes(interfaces));
        construction.argument(components);
        construction.argument(enumConstants);
        construction.argument(members);
        construction.end();
    }
}
