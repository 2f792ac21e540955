package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;

/** Writes variable declarations: local variables, declarators, initializers and array initializers. */
final class VariableTranslator {
    private final Construction construction;
    private final Translators translators;

    VariableTranslator(Construction construction, Translators translators) {
        this.construction = construction;
        this.translators = translators;
    }

    /** {@code localVariableDeclaration : variableModifier* localVariableType variableDeclaratorList} */
    void localVariable(JumboParser.LocalVariableDeclarationContext declaration) {
        construction.begin("LocalVariable", declaration);
        construction.argument(Integer.toString(Modifiers.variableBits(declaration.variableModifier())));
        construction.argument(() -> translators.types().localVariableType(declaration.localVariableType(), 0));
        construction.listArgument(declaration.variableDeclaratorList().variableDeclarator(), this::declarator);
        construction.end();
    }

    /** {@code variableDeclarator : variableDeclaratorId ( ASSIGN variableInitializer )?}: the name, extra dimensions, initializer. */
    void declarator(JumboParser.VariableDeclaratorContext declarator) {
        JumboParser.VariableDeclaratorIdContext name = declarator.variableDeclaratorId();
        construction.begin("VariableDeclarator", declarator);
        construction.argument(() -> translators.names().declaratorName(name));
        construction.argument(Integer.toString(NameTranslator.dimensions(name.dims())));
        construction.argument(() -> {
            if (declarator.variableInitializer() == null) {
                construction.raw("null");
            } else {
                variableInitializer(declarator.variableInitializer());
            }
        });
        construction.end();
    }

    /** {@code variableInitializer : expression | arrayInitializer} */
    void variableInitializer(JumboParser.VariableInitializerContext initializer) {
        if (initializer.arrayInitializer() != null) {
            arrayInitializer(initializer.arrayInitializer());
        } else {
            translators.expressions().expression(initializer.expression());
        }
    }

    /** {@code arrayInitializer : LBRACE ( variableInitializer ( COMMA variableInitializer )* )? COMMA? RBRACE} */
    void arrayInitializer(JumboParser.ArrayInitializerContext initializer) {
        construction.begin("ArrayInitializer", initializer);
        construction.listArgument(initializer.variableInitializer(), this::variableInitializer);
        construction.end();
    }
}
