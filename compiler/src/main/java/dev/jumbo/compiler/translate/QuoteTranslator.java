package dev.jumbo.compiler.translate;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.SwitchEntry;
import dev.jumbo.compiler.parse.ParsedFragment;
import dev.jumbo.compiler.parse.QuoteSite;

/**
 * Writes the Java expression that a quote becomes: a {@code dev.jumbo.lang.Quote} entry
 * point of the fragment's category, given the fragment's node tree.
 */
final class QuoteTranslator {
    private final Construction construction;
    private final Translators translators;

    QuoteTranslator(Construction construction) {
        this.construction = construction;
        this.translators = new Translators(construction);
    }

    /** Writes the quote's expression; an {@link UnsupportedConstruct} names what cannot be built. */
    void translate(QuoteSite quote, ParsedFragment fragment, String sourceReference, JavaOutput out) {
        String entry = switch (fragment.category()) {
            case EXPRESSION -> "expression";
            case TYPES -> "types";
            case STATEMENTS -> "statements";
            case MEMBERS -> "members";
            case CASES -> "cases";
            case FORMAL -> "formal";
        };
        out.generate("dev.jumbo.lang.Quote." + entry + "(" + sourceReference + ", "
                + construction.position(quote.start()), quote.start());
        for (Node node : fragment.nodes()) {
            out.generate(", ", quote.start());
            node(node);
        }
        out.generate(")", quote.start());
    }

    private void node(Node node) {
        if (node instanceof Expression expression) {
            translators.expressions().expression(expression);
        } else if (node instanceof Statement statement) {
            translators.statements().statement(statement);
        } else if (node instanceof TypeDeclaration<?> type) {
            translators.declarations().typeDeclaration(type);
        } else if (node instanceof BodyDeclaration<?> member) {
            translators.declarations().member(member);
        } else if (node instanceof SwitchEntry entry) {
            translators.statements().switchEntry(entry);
        } else if (node instanceof Parameter parameter) {
            translators.declarations().parameter(parameter);
        } else {
            throw new UnsupportedConstruct(node, ExpressionTranslator.describe(node) + " is not supported inside quotes");
        }
    }
}
