package dev.jumbo.lang.tree;

/** A block-statement node (statements and local variable declarations). */
public sealed interface Statement extends Node
        permits Assert, Block, Break, ConstructorCall, Continue, DoWhile, Empty, ExpressionStatement, For, ForEach, If, Labeled, LocalClass, LocalVariable, Return, SplicedStatements, Switch, Synchronized, Throw, Try, While, Yield {
    /** Calls the method of {@code visitor} for this node's kind. */
    <R> R accept(Visitor<R> visitor);

    @Override
    default <R> R accept(dev.jumbo.lang.tree.Visitor<R> visitor) {
        return accept((Visitor<R>) visitor);
    }

    /** One method per kind of statement: a new kind does not compile until every visitor handles it. */
    interface Visitor<R> {
        R visitAssert(Assert node);

        R visitBlock(Block node);

        R visitBreak(Break node);

        R visitConstructorCall(ConstructorCall node);

        R visitContinue(Continue node);

        R visitDoWhile(DoWhile node);

        R visitEmpty(Empty node);

        R visitExpressionStatement(ExpressionStatement node);

        R visitFor(For node);

        R visitForEach(ForEach node);

        R visitIf(If node);

        R visitLabeled(Labeled node);

        R visitLocalClass(LocalClass node);

        R visitLocalVariable(LocalVariable node);

        R visitReturn(Return node);

        R visitSplicedStatements(SplicedStatements node);

        R visitSwitch(Switch node);

        R visitSynchronized(Synchronized node);

        R visitThrow(Throw node);

        R visitTry(Try node);

        R visitWhile(While node);

        R visitYield(Yield node);
    }
}
