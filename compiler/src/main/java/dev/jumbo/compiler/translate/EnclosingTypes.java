package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The host classes around a quote, innermost first, with the member types each declares:
 * a simple type name in the quote means such a member type before anything imported
 * (JLS 6.4.1). Classes declared by an enclosing quote are not host classes (they belong to
 * generated code) and are skipped. Each class's supertypes are kept as written, for the
 * member types it inherits.
 */
final class EnclosingTypes {
    static final EnclosingTypes NONE = new EnclosingTypes(List.of());

    /**
     * One enclosing class.
     *
     * @param binaryName  its binary name, {@code null} for a local or anonymous class (or one inside such)
     * @param memberTypes the simple names of its member types
     * @param supertypes  the names of its direct supertypes as written ({@code extends}, {@code implements},
     *                    the class an anonymous class extends or implements)
     */
    record Scope(String binaryName, Set<String> memberTypes, List<String> supertypes) {
    }

    /** Innermost first. */
    private final List<Scope> scopes;

    private EnclosingTypes(List<Scope> scopes) {
        this.scopes = scopes;
    }

    /** The classes around a quote in a file of the given package. */
    static EnclosingTypes of(JumboParser.QuoteContext quote, String packageName) {
        List<ParserRuleContext> declarations = new ArrayList<>();
        boolean insideFragment = false;
        for (ParserRuleContext context = quote.getParent(); context != null; context = context.getParent()) {
            if (context instanceof JumboParser.HoleContext) {
                insideFragment = true;
            } else if (context instanceof JumboParser.QuoteContext) {
                insideFragment = false;
            } else if (!insideFragment && (TypeDeclarationTrees.isDeclaration(context) || isAnonymousBody(context))) {
                declarations.add(context);
            }
        }
        Collections.reverse(declarations);
        List<Scope> scopes = new ArrayList<>();
        String outer = null;
        boolean known = true;
        for (ParserRuleContext declaration : declarations) {
            List<JumboParser.ClassBodyDeclarationContext> body;
            String binary = null;
            if (declaration instanceof JumboParser.ClassBodyContext anonymous) {
                body = anonymous.classBodyDeclaration();
                known = false;
            } else {
                body = TypeDeclarationTrees.body(declaration);
                String name = TypeDeclarationTrees.name(declaration);
                if (TypeDeclarationTrees.isTopLevel(declaration) && name != null) {
                    binary = packageName.isEmpty() ? name : packageName + "." + name;
                } else if (known && outer != null && name != null && TypeDeclarationTrees.isMember(declaration)) {
                    binary = outer + "$" + name;
                } else {
                    known = false;
                }
            }
            Set<String> members = new HashSet<>();
            for (ParserRuleContext member : TypeDeclarationTrees.memberTypes(body)) {
                String name = TypeDeclarationTrees.name(member);
                if (name != null) {
                    members.add(name);
                }
            }
            scopes.add(new Scope(binary, members, supertypes(declaration)));
            outer = binary;
        }
        Collections.reverse(scopes);
        return new EnclosingTypes(scopes);
    }

    /** The enclosing classes, innermost first. */
    List<Scope> scopes() {
        return scopes;
    }

    /** The classes around the {@code index}-th one: the scope its {@code extends} clause is read in. */
    EnclosingTypes outside(int index) {
        return new EnclosingTypes(scopes.subList(index + 1, scopes.size()));
    }

    /** The names in a declaration's {@code extends}/{@code implements} clauses, type arguments dropped. */
    private static List<String> supertypes(ParserRuleContext declaration) {
        List<JumboParser.ClassTypeContext> types = new ArrayList<>();
        if (declaration instanceof JumboParser.ClassBodyContext anonymous) {
            ParserRuleContext creation = anonymous.getParent();
            if (creation instanceof JumboParser.ClassInstanceCreationExpressionContext created) {
                types.add(created.classType());
            }
        } else if (declaration instanceof JumboParser.NormalClassDeclarationContext type) {
            if (type.classExtends() != null) {
                types.add(type.classExtends().classType());
            }
            if (type.classImplements() != null) {
                types.addAll(type.classImplements().classType());
            }
        } else if (declaration instanceof JumboParser.EnumDeclarationContext type && type.classImplements() != null) {
            types.addAll(type.classImplements().classType());
        } else if (declaration instanceof JumboParser.RecordDeclarationContext type && type.classImplements() != null) {
            types.addAll(type.classImplements().classType());
        } else if (declaration instanceof JumboParser.NormalInterfaceDeclarationContext type
                && type.interfaceExtends() != null) {
            types.addAll(type.interfaceExtends().classType());
        }
        List<String> names = new ArrayList<>();
        for (JumboParser.ClassTypeContext type : types) {
            List<String> segments = new ArrayList<>();
            type.typeIdentifier().forEach(segment -> segments.add(NameTranslator.text(segment)));
            if (!segments.contains(null)) {
                names.add(String.join(".", segments));
            }
        }
        return names;
    }

    private static boolean isAnonymousBody(ParserRuleContext context) {
        return context instanceof JumboParser.ClassBodyContext
                && (context.getParent() instanceof JumboParser.ClassInstanceCreationExpressionContext
                || context.getParent() instanceof JumboParser.QualifiedClassInstanceCreationContext
                || context.getParent() instanceof JumboParser.EnumConstantContext);
    }
}
