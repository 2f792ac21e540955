package dev.jumbo.compiler.translate;

import dev.jumbo.grammar.JumboParser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

import java.util.List;

/**
 * Writes the {@code Expression} construction of an expression in a quote: the operator
 * levels of {@code assignmentExpression}; primaries, lambdas and switch expressions are
 * handed to their own translators.
 */
final class ExpressionTranslator extends TranslatingVisitor {

    ExpressionTranslator(Construction construction, Translators translators) {
        super(construction, translators);
    }

    /** Writes an expression, or {@code null} for a missing one. */
    void expression(ParserRuleContext expression) {
        if (expression == null) {
            construction.raw("null");
        } else if (expression instanceof JumboParser.PrimaryContext primary) {
            translators.primaries().primary(primary);
        } else {
            expression.accept(this);
        }
    }

    /** Writes {@code java.util.List.of(...)} of expressions. */
    void expressions(List<? extends ParserRuleContext> expressions) {
        construction.list(expressions, this::expression);
    }

    /** {@code arguments : LPAREN argumentList? RPAREN}: the list of arguments. */
    void arguments(JumboParser.ArgumentsContext arguments) {
        JumboParser.ArgumentListContext list = arguments.argumentList();
        expressions(list == null ? List.of() : list.expression());
    }

    /** {@code expression : lambdaExpression | assignmentExpression} */
    @Override
    public Void visitExpression(JumboParser.ExpressionContext expression) {
        if (expression.lambdaExpression() != null) {
            translators.lambdas().lambda(expression.lambdaExpression());
        } else {
            expression(expression.assignmentExpression());
        }
        return null;
    }

    /** {@code #primaryExpression : primary} */
    @Override
    public Void visitPrimaryExpression(JumboParser.PrimaryExpressionContext expression) {
        translators.primaries().primary(expression.primary());
        return null;
    }

    /** {@code #postfixExpression : assignmentExpression postfix=( INC | DEC )} */
    @Override
    public Void visitPostfixExpression(JumboParser.PostfixExpressionContext expression) {
        unary(expression, Operators.postfix(expression.postfix), expression.assignmentExpression());
        return null;
    }

    /** {@code #unaryExpression : prefix=( INC | DEC | ADD | SUB ) assignmentExpression} */
    @Override
    public Void visitUnaryExpression(JumboParser.UnaryExpressionContext expression) {
        JumboParser.LiteralContext literal = integerLiteral(expression.assignmentExpression());
        if (expression.prefix.getType() == JumboParser.SUB && literal != null) {
            // -2147483648: the literal is allowed only here.
            construction.begin("Unary", expression);
            construction.argument(Construction.TREE + "UnaryOperator.MINUS");
            construction.argument(() -> translators.literals().literal(literal, true));
            construction.end();
            return null;
        }
        unary(expression, Operators.prefix(expression.prefix), expression.assignmentExpression());
        return null;
    }

    /** {@code #unaryExpressionNotPlusMinus : prefix=( TILDE | BANG ) assignmentExpression} */
    @Override
    public Void visitUnaryExpressionNotPlusMinus(JumboParser.UnaryExpressionNotPlusMinusContext expression) {
        unary(expression, Operators.prefix(expression.prefix), expression.assignmentExpression());
        return null;
    }

    /** {@code #primitiveCastExpression : LPAREN primitiveType RPAREN assignmentExpression} */
    @Override
    public Void visitPrimitiveCastExpression(JumboParser.PrimitiveCastExpressionContext expression) {
        construction.begin("Cast", expression);
        construction.argument(() -> translators.types().primitiveType(expression.primitiveType()));
        construction.argument(() -> expression(expression.assignmentExpression()));
        construction.end();
        return null;
    }

    /** {@code #lambdaCastExpression : LPAREN referenceType additionalBound* RPAREN lambdaExpression} */
    @Override
    public Void visitLambdaCastExpression(JumboParser.LambdaCastExpressionContext expression) {
        cast(expression, expression.referenceType(), expression.additionalBound(), expression.lambdaExpression());
        return null;
    }

    /** {@code #referenceCastExpression : LPAREN referenceType additionalBound* RPAREN assignmentExpression} */
    @Override
    public Void visitReferenceCastExpression(JumboParser.ReferenceCastExpressionContext expression) {
        cast(expression, expression.referenceType(), expression.additionalBound(), expression.assignmentExpression());
        return null;
    }

    /** {@code #switchExpressionExpression : switchExpression}, {@code switchExpression : SWITCH parExpression switchBlock} */
    @Override
    public Void visitSwitchExpressionExpression(JumboParser.SwitchExpressionExpressionContext expression) {
        JumboParser.SwitchExpressionContext switchExpression = expression.switchExpression();
        construction.begin("SwitchExpression", switchExpression);
        construction.argument(() -> expression(switchExpression.parExpression().expression()));
        construction.argument(() -> translators.switches().cases(switchExpression.switchBlock()));
        construction.end();
        return null;
    }

    /** {@code #multiplicativeExpression : assignmentExpression operator=( MUL | DIV | MOD ) assignmentExpression} */
    @Override
    public Void visitMultiplicativeExpression(JumboParser.MultiplicativeExpressionContext expression) {
        binary(expression, expression.operator, expression.assignmentExpression());
        return null;
    }

    /** {@code #additiveExpression : assignmentExpression operator=( ADD | SUB ) assignmentExpression} */
    @Override
    public Void visitAdditiveExpression(JumboParser.AdditiveExpressionContext expression) {
        binary(expression, expression.operator, expression.assignmentExpression());
        return null;
    }

    /** {@code #shiftExpression : assignmentExpression shiftOperator assignmentExpression} */
    @Override
    public Void visitShiftExpression(JumboParser.ShiftExpressionContext expression) {
        binary(expression, Operators.shift(expression.shiftOperator()), expression.assignmentExpression());
        return null;
    }

    /** {@code #relationalExpression : assignmentExpression operator=( LT | GT | LE | GE ) assignmentExpression} */
    @Override
    public Void visitRelationalExpression(JumboParser.RelationalExpressionContext expression) {
        binary(expression, expression.operator, expression.assignmentExpression());
        return null;
    }

    /** {@code #equalityExpression : assignmentExpression operator=( EQUAL | NOTEQUAL ) assignmentExpression} */
    @Override
    public Void visitEqualityExpression(JumboParser.EqualityExpressionContext expression) {
        binary(expression, expression.operator, expression.assignmentExpression());
        return null;
    }

    /** {@code #andExpression : assignmentExpression BITAND assignmentExpression} */
    @Override
    public Void visitAndExpression(JumboParser.AndExpressionContext expression) {
        binary(expression, expression.BITAND().getSymbol(), expression.assignmentExpression());
        return null;
    }

    /** {@code #exclusiveOrExpression : assignmentExpression CARET assignmentExpression} */
    @Override
    public Void visitExclusiveOrExpression(JumboParser.ExclusiveOrExpressionContext expression) {
        binary(expression, expression.CARET().getSymbol(), expression.assignmentExpression());
        return null;
    }

    /** {@code #inclusiveOrExpression : assignmentExpression BITOR assignmentExpression} */
    @Override
    public Void visitInclusiveOrExpression(JumboParser.InclusiveOrExpressionContext expression) {
        binary(expression, expression.BITOR().getSymbol(), expression.assignmentExpression());
        return null;
    }

    /** {@code #conditionalAndExpression : assignmentExpression AND assignmentExpression} */
    @Override
    public Void visitConditionalAndExpression(JumboParser.ConditionalAndExpressionContext expression) {
        binary(expression, expression.AND().getSymbol(), expression.assignmentExpression());
        return null;
    }

    /** {@code #conditionalOrExpression : assignmentExpression OR assignmentExpression} */
    @Override
    public Void visitConditionalOrExpression(JumboParser.ConditionalOrExpressionContext expression) {
        binary(expression, expression.OR().getSymbol(), expression.assignmentExpression());
        return null;
    }

    /** {@code #instanceofExpression : assignmentExpression INSTANCEOF ( pattern | referenceType )} */
    @Override
    public Void visitInstanceofExpression(JumboParser.InstanceofExpressionContext expression) {
        JumboParser.PatternContext pattern = expression.pattern();
        if (pattern != null && pattern.recordPattern() != null) {
            throw construction.unsupported(pattern, "record patterns are not supported inside quotes");
        }
        construction.begin("InstanceOf", expression);
        construction.argument(() -> expression(expression.assignmentExpression()));
        if (pattern == null) {
            construction.argument(() -> translators.types().referenceType(expression.referenceType()));
            construction.argument("null");
        } else {
            JumboParser.TypePatternContext typePattern = pattern.typePattern();
            if (typePattern.type() == null) {
                throw construction.unsupported(typePattern, "'var' is not allowed in an instanceof pattern");
            }
            construction.argument(() -> translators.types().type(typePattern.type()));
            if (typePattern.identifier() != null) {
                translators.names().argument(typePattern.identifier());
            } else {
                construction.argument(JavaLiterals.string("_"));
            }
        }
        construction.end();
        return null;
    }

    /** {@code #conditionalExpression : assignmentExpression QUESTION expression COLON assignmentExpression} */
    @Override
    public Void visitConditionalExpression(JumboParser.ConditionalExpressionContext expression) {
        conditional(expression, expression.assignmentExpression(0), expression.expression(),
                expression.assignmentExpression(1));
        return null;
    }

    /** {@code #conditionalLambdaExpression : assignmentExpression QUESTION expression COLON lambdaExpression} */
    @Override
    public Void visitConditionalLambdaExpression(JumboParser.ConditionalLambdaExpressionContext expression) {
        conditional(expression, expression.assignmentExpression(), expression.expression(),
                expression.lambdaExpression());
        return null;
    }

    /** {@code #assignment : assignmentExpression assignmentOperator expression} */
    @Override
    public Void visitAssignment(JumboParser.AssignmentContext expression) {
        assign(expression, expression.assignmentExpression(), expression.assignmentOperator(), expression.expression());
        return null;
    }

    /**
     * {@code statementExpression : prefix=( INC | DEC ) primary | primary ( postfix=( INC | DEC ) | assignmentOperator expression )?}
     * <p>An expression statement, a {@code for} initializer or update.
     */
    @Override
    public Void visitStatementExpression(JumboParser.StatementExpressionContext expression) {
        if (expression.prefix != null) {
            unary(expression, Operators.prefix(expression.prefix), expression.primary());
        } else if (expression.postfix != null) {
            unary(expression, Operators.postfix(expression.postfix), expression.primary());
        } else if (expression.assignmentOperator() != null) {
            assign(expression, expression.primary(), expression.assignmentOperator(), expression.expression());
        } else {
            translators.primaries().primary(expression.primary());
        }
        return null;
    }

    /** {@code lambdaExpression : lambdaParameters ARROW lambdaBody} */
    @Override
    public Void visitLambdaExpression(JumboParser.LambdaExpressionContext expression) {
        translators.lambdas().lambda(expression);
        return null;
    }

    /** {@code new Assign(P, op, target, value)}; shared with statement expressions. */
    void assign(ParserRuleContext at, ParserRuleContext target, JumboParser.AssignmentOperatorContext operator,
                ParserRuleContext value) {
        construction.begin("Assign", at);
        String compound = Operators.assignment(operator);
        construction.argument(compound == null ? "null" : Construction.TREE + "BinaryOperator." + compound);
        construction.argument(() -> expression(target));
        construction.argument(() -> expression(value));
        construction.end();
    }

    /** {@code new Unary(P, op, operand)}; shared with statement expressions. */
    void unary(ParserRuleContext at, String operator, ParserRuleContext operand) {
        construction.begin("Unary", at);
        construction.argument(Construction.TREE + "UnaryOperator." + operator);
        construction.argument(() -> expression(operand));
        construction.end();
    }

    private void binary(ParserRuleContext at, Token operator, List<JumboParser.AssignmentExpressionContext> operands) {
        binary(at, Operators.binary(operator), operands);
    }

    private void binary(ParserRuleContext at, String operator, List<JumboParser.AssignmentExpressionContext> operands) {
        construction.begin("Binary", at);
        construction.argument(Construction.TREE + "BinaryOperator." + operator);
        construction.argument(() -> expression(operands.get(0)));
        construction.argument(() -> expression(operands.get(1)));
        construction.end();
    }

    private void conditional(ParserRuleContext at, ParserRuleContext condition, ParserRuleContext whenTrue,
                             ParserRuleContext whenFalse) {
        construction.begin("Conditional", at);
        construction.argument(() -> expression(condition));
        construction.argument(() -> expression(whenTrue));
        construction.argument(() -> expression(whenFalse));
        construction.end();
    }

    private void cast(ParserRuleContext at, JumboParser.ReferenceTypeContext type,
                      List<JumboParser.AdditionalBoundContext> bounds, ParserRuleContext operand) {
        if (!bounds.isEmpty()) {
            throw construction.unsupported(bounds.get(0), "intersection casts are not supported inside quotes");
        }
        construction.begin("Cast", at);
        construction.argument(() -> translators.types().referenceType(type));
        construction.argument(() -> expression(operand));
        construction.end();
    }

    /** The integer literal an operand is, without parentheses, or {@code null}. */
    private static JumboParser.LiteralContext integerLiteral(JumboParser.AssignmentExpressionContext operand) {
        if (operand instanceof JumboParser.PrimaryExpressionContext primary
                && primary.primary() instanceof JumboParser.LiteralPrimaryContext literal
                && literal.literal().IntegerLiteral() != null) {
            return literal.literal();
        }
        return null;
    }
}
