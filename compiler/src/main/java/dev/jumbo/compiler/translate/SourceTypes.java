package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;

import java.util.Set;

/**
 * The binary names of the types a compilation unit declares: its top-level types and their
 * member types, at any depth ({@code p.A}, {@code p.A$B}). Local and anonymous classes and
 * the types inside quotes are not among them.
 */
public final class SourceTypes {
    private SourceTypes() {
    }

    /** Adds the binary names of the unit's types to {@code names}. */
    public static void collect(JumboParser.CompilationUnitContext unit, String packageName, Set<String> names) {
        if (!(unit instanceof JumboParser.OrdinaryCompilationUnitContext ordinary)) {
            return;
        }
        String prefix = packageName.isEmpty() ? "" : packageName + ".";
        for (JumboParser.TopLevelDeclarationContext declaration : ordinary.topLevelDeclaration()) {
            JumboParser.TypeDeclarationContext type = declaration.typeDeclaration();
            if (type != null && type.classOrInterfaceDeclaration() != null) {
                collect(TypeDeclarationTrees.of(type.classOrInterfaceDeclaration()), prefix, names);
            }
        }
    }

    private static void collect(ParserRuleContext declaration, String prefix, Set<String> names) {
        String name = TypeDeclarationTrees.name(declaration);
        if (name == null) {
            return;
        }
        String binary = prefix + name;
        names.add(binary);
        for (ParserRuleContext member : TypeDeclarationTrees.memberTypes(TypeDeclarationTrees.body(declaration))) {
            collect(member, binary + "$", names);
        }
    }
}
