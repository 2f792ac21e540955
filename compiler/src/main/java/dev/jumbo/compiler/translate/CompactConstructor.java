package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Desugars a record's compact constructor {@code R { body }} into the canonical constructor
 * javac makes of it (JLS 8.10.4.2): the components as parameters, then the body, then
 * {@code this.c = c;} for every component. A compact constructor cannot {@code return}, so
 * the assignments always run. Components named or typed by holes are not supported here:
 * their host expressions would be evaluated more than once.
 */
final class CompactConstructor {
    private final Construction construction;
    private final Translators translators;
    private final JumboParser.RecordHeaderContext header;

    CompactConstructor(Construction construction, Translators translators, JumboParser.RecordHeaderContext header) {
        this.construction = construction;
        this.translators = translators;
        this.header = header;
    }

    /** {@code compactConstructorDeclaration : typeIdentifier constructorBody} */
    void write(ParserRuleContext at, int modifiers, JumboParser.CompactConstructorDeclarationContext constructor) {
        if (NameTranslator.holdsHole(header)) {
            throw construction.unsupported(constructor, "a compact constructor is not supported in a record whose "
                    + "components hold holes; write the canonical constructor");
        }
        List<JumboParser.RecordComponentContext> components = header.recordComponent();
        JumboParser.BlockContext body = constructor.constructorBody().block();
        construction.begin("ConstructorDeclaration", at);
        construction.argument(Integer.toString(modifiers));
        construction.argument(() -> translators.names().typeIdentifier(constructor.typeIdentifier()));
        construction.argument(() -> construction.list(components, translators.typeDeclarations()::component));
        construction.argument("java.util.List.of()");
        construction.argument(() -> {
            construction.begin("Block", body);
            List<Runnable> statements = new ArrayList<>();
            body.blockStatement().forEach(statement -> statements.add(
                    () -> translators.blockStatements().blockStatement(statement)));
            int closing = construction.offset(body.getStop());
            components.forEach(component -> statements.add(() -> assignField(component, closing)));
            construction.argument(() -> construction.list(statements, Runnable::run));
            construction.end();
        });
        construction.end();
    }

    /** {@code this.c = c;} at the constructor's closing brace. */
    private void assignField(JumboParser.RecordComponentContext component, int closing) {
        String name = JavaLiterals.string(NameTranslator.text(component.identifier()));
        construction.begin("ExpressionStatement", closing);
        construction.argument(() -> {
            construction.begin("Assign", closing);
            construction.argument("null");
            construction.argument(() -> {
                construction.begin("FieldAccess", closing);
                construction.argument(() -> {
                    construction.begin("This", closing);
                    construction.argument("null");
                    construction.end();
                });
                construction.argument(name);
                construction.end();
            });
            construction.argument(() -> {
                construction.begin("Name", closing);
                construction.argument(name);
                construction.end();
            });
            construction.end();
        });
        construction.end();
    }
}
