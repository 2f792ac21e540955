package dev.jumbo.compiler.translate;

import dev.jumbo.compiler.parse.HoleCategory;
import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

import java.util.ArrayList;
import java.util.List;

/** Writes {@code new Lambda(P, parameters, body)}; a {@code `Formals} hole may stand among untyped parameters. */
final class LambdaTranslator {
    private final Construction construction;
    private final Translators translators;

    LambdaTranslator(Construction construction, Translators translators) {
        this.construction = construction;
        this.translators = translators;
    }

    /** {@code lambdaExpression : lambdaParameters ARROW lambdaBody} */
    void lambda(JumboParser.LambdaExpressionContext lambda) {
        construction.begin("Lambda", lambda);
        construction.argument(() -> parameters(lambda.lambdaParameters()));
        JumboParser.LambdaBodyContext body = lambda.lambdaBody();
        construction.argument(() -> {
            if (body.block() != null) {
                translators.statements().block(body.block());
            } else {
                translators.expressions().expression(body.expression());
            }
        });
        construction.end();
    }

    /** {@code lambdaParameters : LPAREN lambdaParameterList? RPAREN | identifier | UNDERSCORE} */
    private void parameters(JumboParser.LambdaParametersContext parameters) {
        JumboParser.LambdaParameterListContext list = parameters.lambdaParameterList();
        if (list != null && !list.lambdaParameter().isEmpty()) {
            construction.list(list.lambdaParameter(), this::typedParameter);
            return;
        }
        List<ParseTree> names = new ArrayList<>();
        ParserRuleContext container = list != null ? list : parameters;
        for (ParseTree child : container.children == null ? List.<ParseTree>of() : container.children) {
            if (child instanceof JumboParser.IdentifierContext
                    || child instanceof TerminalNode terminal && terminal.getSymbol().getType() == JumboParser.UNDERSCORE) {
                names.add(child);
            }
        }
        construction.list(names, this::untypedParameter);
    }

    /** An inferred parameter {@code x}, or a {@code `Formals} hole standing for parameters. */
    private void untypedParameter(ParseTree name) {
        if (name instanceof JumboParser.IdentifierContext identifier && identifier.hole() != null
                && translators.holes().category(identifier.hole()) == HoleCategory.Formals) {
            translators.holes().formals(identifier.hole());
            return;
        }
        int offset = name instanceof TerminalNode terminal ? construction.offset(terminal.getSymbol())
                : construction.offset((ParserRuleContext) name);
        construction.begin("Parameter", offset);
        construction.argument("0");
        construction.argument("null");
        if (name instanceof JumboParser.IdentifierContext identifier) {
            translators.names().argument(identifier);
        } else {
            construction.argument(JavaLiterals.string("_"));
        }
        construction.argument("false");
        construction.end();
    }

    /**
     * {@code lambdaParameter : variableModifier* ( type | VAR ) variableDeclaratorId | variableModifier* type annotation* ELLIPSIS variableDeclaratorId}
     */
    private void typedParameter(JumboParser.LambdaParameterContext parameter) {
        JumboParser.VariableDeclaratorIdContext declarator = parameter.variableDeclaratorId();
        construction.begin("Parameter", parameter);
        construction.argument(Integer.toString(Modifiers.variableBits(parameter.variableModifier())));
        construction.argument(() -> {
            if (parameter.type() == null) {
                construction.begin("VarType", parameter);
                construction.end();
            } else {
                translators.types().type(parameter.type(), NameTranslator.dimensions(declarator.dims()));
            }
        });
        construction.argument(() -> translators.names().declaratorName(declarator));
        construction.argument(Boolean.toString(parameter.ELLIPSIS() != null));
        construction.end();
    }
}
