package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;

import java.util.HashSet;
import java.util.Set;

/**
 * The names a file's quotes declare, nested quotes included: types (classes of the
 * generated code, never resolved at build time) and variables (locals, parameters, fields,
 * components, enum constants, pattern bindings), which a dotted name's first identifier may
 * mean instead of a type.
 *
 * @param types     simple names of the types declared in quotes
 * @param variables names of the variables declared in quotes
 */
record QuoteDeclarations(Set<String> types, Set<String> variables) {

    /** The declarations of all quotes of a file. */
    static QuoteDeclarations of(JumboParser.CompilationUnitContext unit) {
        QuoteDeclarations declarations = new QuoteDeclarations(new HashSet<>(), new HashSet<>());
        declarations.walk(unit, false);
        return declarations;
    }

    private void walk(ParseTree tree, boolean insideQuote) {
        if (!(tree instanceof ParserRuleContext context)) {
            return;
        }
        boolean inside = insideQuote || context instanceof JumboParser.QuoteContext;
        if (inside) {
            declare(context);
        }
        for (int index = 0; index < context.getChildCount(); index++) {
            walk(context.getChild(index), inside);
        }
    }

    private void declare(ParserRuleContext context) {
        if (TypeDeclarationTrees.isDeclaration(context)) {
            add(types, TypeDeclarationTrees.name(context));
        } else if (context instanceof JumboParser.VariableDeclaratorIdContext declarator && declarator.identifier() != null) {
            add(variables, NameTranslator.text(declarator.identifier()));
        } else if (context instanceof JumboParser.RecordComponentContext component && component.identifier() != null) {
            add(variables, NameTranslator.text(component.identifier()));
        } else if (context instanceof JumboParser.EnumConstantContext constant) {
            add(variables, NameTranslator.text(constant.identifier()));
        } else if (context instanceof JumboParser.TypePatternContext pattern && pattern.identifier() != null) {
            add(variables, NameTranslator.text(pattern.identifier()));
        } else if (context instanceof JumboParser.LambdaParametersContext parameters && parameters.identifier() != null) {
            add(variables, NameTranslator.text(parameters.identifier()));
        } else if (context instanceof JumboParser.LambdaParameterListContext parameters) {
            parameters.identifier().forEach(identifier -> add(variables, NameTranslator.text(identifier)));
        }
    }

    private static void add(Set<String> names, String name) {
        if (name != null) {
            names.add(name);
        }
    }
}
