package dev.jumbo.lang.tree;

/** An expression node. */
public sealed interface Expression extends Node
        permits ArrayAccess, ArrayInitializer, Assign, Binary, Cast, ClassLiteral, Conditional, FieldAccess, InstanceOf, Lambda, Literal, MethodCall, MethodReference, Name, New, NewArray, SplicedArguments, SplicedExpression, Super, SwitchExpression, This, TypeExpression, Unary, ValueConstant {
    /** Calls the method of {@code visitor} for this node's kind. */
    <R> R accept(Visitor<R> visitor);

    @Override
    default <R> R accept(dev.jumbo.lang.tree.Visitor<R> visitor) {
        return accept((Visitor<R>) visitor);
    }

    /** One method per kind of expression: a new kind does not compile until every visitor handles it. */
    interface Visitor<R> {
        R visitArrayAccess(ArrayAccess node);

        R visitArrayInitializer(ArrayInitializer node);

        R visitAssign(Assign node);

        R visitBinary(Binary node);

        R visitCast(Cast node);

        R visitClassLiteral(ClassLiteral node);

        R visitConditional(Conditional node);

        R visitFieldAccess(FieldAccess node);

        R visitInstanceOf(InstanceOf node);

        R visitLambda(Lambda node);

        R visitLiteral(Literal node);

        R visitMethodCall(MethodCall node);

        R visitMethodReference(MethodReference node);

        R visitName(Name node);

        R visitNew(New node);

        R visitNewArray(NewArray node);

        R visitSplicedArguments(SplicedArguments node);

        R visitSplicedExpression(SplicedExpression node);

        R visitSuper(Super node);

        R visitSwitchExpression(SwitchExpression node);

        R visitThis(This node);

        R visitTypeExpression(TypeExpression node);

        R visitUnary(Unary node);

        R visitValueConstant(ValueConstant node);
    }
}
