package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.tree.ParseTree;

/**
 * Which quotes lang's checks may run on at build time: those the quote alone decides. A quote without any
 * hole is the same fragment every time the generator runs, and what lang finds wrong in it (a type
 * mismatch, a misspelled method) is wrong wherever it lands, but for what depends on the landing place,
 * which the build-time check does not report ({@code emit.QuoteErrors}).
 *
 * <p>Two kinds qualify: whole type declarations, and statements (or one statement expression, such as a
 * method call) that do not reach into the class they land in: no {@code this} or {@code super}, no
 * unqualified method call, no explicit constructor call. In the throw-away class the statements are
 * checked in ({@code emit.StatementCheckClass}), those would mean that class, not the landing one (an
 * unqualified {@code toString(1)} would find Object's {@code toString()} and fail).
 */
final class ClosedQuotes {
    private ClosedQuotes() {
    }

    /** A quote of type declarations ({@code #typeDeclarationsFragment}) with no hole anywhere inside. */
    static boolean isClosedTypeDeclarations(JumboParser.QuoteContext quote) {
        return quote.quoteFragment() instanceof JumboParser.TypeDeclarationsFragmentContext && !hasHole(quote);
    }

    /**
     * A quote of block statements ({@code #blockStatementsFragment}), or of one statement expression
     * ({@code #expressionFragment}), with no hole and nothing that reaches into the landing class.
     */
    static boolean isClosedStatements(JumboParser.QuoteContext quote) {
        JumboParser.QuoteFragmentContext fragment = quote.quoteFragment();
        boolean statements = fragment instanceof JumboParser.BlockStatementsFragmentContext
                || fragment instanceof JumboParser.ExpressionFragmentContext expression
                && isStatementExpression(expression.expression());
        return statements && !hasHole(quote) && !reachesIntoLandingClass(quote);
    }

    /**
     * JLS 14.8: an assignment, an increment or decrement, a method call or an instance creation. An
     * expression quote is checked as such a statement; any other expression would not be one.
     */
    private static boolean isStatementExpression(JumboParser.ExpressionContext expression) {
        JumboParser.AssignmentExpressionContext operation = expression.assignmentExpression();
        if (operation instanceof JumboParser.PrimaryExpressionContext primary) {
            return primary.primary() instanceof JumboParser.QualifiedMethodInvocationContext
                    || primary.primary() instanceof JumboParser.ClassInstanceCreationPrimaryContext
                    || primary.primary() instanceof JumboParser.QualifiedClassInstanceCreationContext;
        }
        return operation instanceof JumboParser.AssignmentContext
                || operation instanceof JumboParser.PostfixExpressionContext
                || operation instanceof JumboParser.UnaryExpressionContext unary
                && (unary.prefix.getType() == JumboParser.INC || unary.prefix.getType() == JumboParser.DEC);
    }

    private static boolean reachesIntoLandingClass(ParseTree tree) {
        if (tree instanceof JumboParser.ThisPrimaryContext || tree instanceof JumboParser.QualifiedThisContext
                || tree instanceof JumboParser.MethodInvocationContext
                || tree instanceof JumboParser.SuperMethodInvocationContext
                || tree instanceof JumboParser.SuperFieldAccessContext
                || tree instanceof JumboParser.SuperMethodReferenceContext
                || tree instanceof JumboParser.QualifiedSuperMethodInvocationContext
                || tree instanceof JumboParser.QualifiedSuperFieldAccessContext
                || tree instanceof JumboParser.QualifiedSuperMethodReferenceContext
                || tree instanceof JumboParser.ExplicitConstructorInvocationContext) {
            return true;
        }
        for (int index = 0; index < tree.getChildCount(); index++) {
            if (reachesIntoLandingClass(tree.getChild(index))) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasHole(ParseTree tree) {
        if (tree instanceof JumboParser.HoleContext) {
            return true;
        }
        for (int index = 0; index < tree.getChildCount(); index++) {
            if (hasHole(tree.getChild(index))) {
                return true;
            }
        }
        return false;
    }
}
