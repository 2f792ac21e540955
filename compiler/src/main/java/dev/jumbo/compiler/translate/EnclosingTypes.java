package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The host classes around a quote, innermost first, with the member types each declares:
 * a simple type name in the quote means such a member type before anything imported
 * (JLS 6.4.1). Classes declared by an enclosing quote are not host classes (they belong to
 * generated code) and are skipped. Inherited member types are not seen.
 */
final class EnclosingTypes {
    static final EnclosingTypes NONE = new EnclosingTypes(List.of());

    /**
     * One enclosing class.
     *
     * @param binaryName  its binary name, {@code null} for a local or anonymous class (or one inside such)
     * @param memberTypes the simple names of its member types
     */
    private record Scope(String binaryName, Set<String> memberTypes) {
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
            scopes.add(new Scope(binary, members));
            outer = binary;
        }
        Collections.reverse(scopes);
        return new EnclosingTypes(scopes);
    }

    /** Whether an enclosing class declares a member type of that simple name. */
    boolean declares(String name) {
        return scopes.stream().anyMatch(scope -> scope.memberTypes().contains(name));
    }

    /**
     * The binary name of the member type the simple name means, innermost class first; empty
     * when it is a member of a local or anonymous class (resolved at generation time) or of none.
     */
    Optional<String> memberType(String name) {
        for (Scope scope : scopes) {
            if (scope.memberTypes().contains(name)) {
                return Optional.ofNullable(scope.binaryName()).map(outer -> outer + "$" + name);
            }
        }
        return Optional.empty();
    }

    private static boolean isAnonymousBody(ParserRuleContext context) {
        return context instanceof JumboParser.ClassBodyContext
                && (context.getParent() instanceof JumboParser.ClassInstanceCreationExpressionContext
                || context.getParent() instanceof JumboParser.QualifiedClassInstanceCreationContext
                || context.getParent() instanceof JumboParser.EnumConstantContext);
    }
}
