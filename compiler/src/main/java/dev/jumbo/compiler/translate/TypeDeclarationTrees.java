package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads type declarations in the parse tree (of host code or of quotes): their names and
 * the member types they declare. A declaration is a {@code normalClassDeclaration},
 * {@code enumDeclaration}, {@code recordDeclaration}, {@code normalInterfaceDeclaration} or
 * {@code annotationInterfaceDeclaration} context.
 */
final class TypeDeclarationTrees {
    private TypeDeclarationTrees() {
    }

    /** Whether a context is a type declaration. */
    static boolean isDeclaration(ParserRuleContext context) {
        return context instanceof JumboParser.NormalClassDeclarationContext
                || context instanceof JumboParser.EnumDeclarationContext
                || context instanceof JumboParser.RecordDeclarationContext
                || context instanceof JumboParser.NormalInterfaceDeclarationContext
                || context instanceof JumboParser.AnnotationInterfaceDeclarationContext;
    }

    /** The declared simple name; {@code null} when a hole names it. */
    static String name(ParserRuleContext declaration) {
        JumboParser.TypeIdentifierContext name = declaration.getRuleContext(JumboParser.TypeIdentifierContext.class, 0);
        return name == null ? null : NameTranslator.text(name);
    }

    /** The class-body declarations of a type declaration. */
    static List<JumboParser.ClassBodyDeclarationContext> body(ParserRuleContext declaration) {
        if (declaration instanceof JumboParser.NormalClassDeclarationContext type) {
            return type.classBody().classBodyDeclaration();
        }
        if (declaration instanceof JumboParser.EnumDeclarationContext type) {
            JumboParser.EnumBodyDeclarationsContext members = type.enumBody().enumBodyDeclarations();
            return members == null ? List.of() : members.classBodyDeclaration();
        }
        if (declaration instanceof JumboParser.RecordDeclarationContext type) {
            return type.recordBody().classBodyDeclaration();
        }
        if (declaration instanceof JumboParser.NormalInterfaceDeclarationContext type) {
            return type.interfaceBody().classBodyDeclaration();
        }
        List<JumboParser.ClassBodyDeclarationContext> members = new ArrayList<>();
        for (JumboParser.AnnotationInterfaceMemberDeclarationContext member
                : ((JumboParser.AnnotationInterfaceDeclarationContext) declaration).annotationInterfaceBody()
                .annotationInterfaceMemberDeclaration()) {
            if (member instanceof JumboParser.AnnotationInterfaceOtherDeclarationContext other) {
                members.add(other.classBodyDeclaration());
            }
        }
        return members;
    }

    /** The member type declarations among class-body declarations. */
    static List<ParserRuleContext> memberTypes(List<JumboParser.ClassBodyDeclarationContext> body) {
        List<ParserRuleContext> types = new ArrayList<>();
        for (JumboParser.ClassBodyDeclarationContext declaration : body) {
            if (declaration instanceof JumboParser.ClassMemberDeclarationContext member) {
                JumboParser.MemberDeclarationContext kind = member.memberDeclaration();
                if (kind.classDeclaration() != null) {
                    types.add(of(kind.classDeclaration()));
                } else if (kind.interfaceDeclaration() != null) {
                    types.add(of(kind.interfaceDeclaration()));
                }
            }
        }
        return types;
    }

    /** The declaration a {@code classOrInterfaceDeclaration} holds. */
    static ParserRuleContext of(JumboParser.ClassOrInterfaceDeclarationContext declaration) {
        return declaration.classDeclaration() != null ? of(declaration.classDeclaration())
                : of(declaration.interfaceDeclaration());
    }

    static ParserRuleContext of(JumboParser.ClassDeclarationContext declaration) {
        return (ParserRuleContext) declaration.getChild(0);
    }

    static ParserRuleContext of(JumboParser.InterfaceDeclarationContext declaration) {
        return (ParserRuleContext) declaration.getChild(0);
    }

    /** Whether a declaration is a member of a class body (else top-level or local). */
    static boolean isMember(ParserRuleContext declaration) {
        return declaration.getParent().getParent() instanceof JumboParser.MemberDeclarationContext;
    }

    /** Whether a declaration is a top-level type of its compilation unit. */
    static boolean isTopLevel(ParserRuleContext declaration) {
        ParserRuleContext wrapper = declaration.getParent().getParent();
        return wrapper instanceof JumboParser.ClassOrInterfaceDeclarationContext
                && wrapper.getParent() instanceof JumboParser.TypeDeclarationContext type
                && type.getParent() instanceof JumboParser.TopLevelDeclarationContext;
    }
}
