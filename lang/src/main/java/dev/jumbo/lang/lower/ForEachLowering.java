package dev.jumbo.lang.lower;

import dev.jumbo.lang.tree.ArrayAccess;
import dev.jumbo.lang.tree.Binary;
import dev.jumbo.lang.tree.BinaryOperator;
import dev.jumbo.lang.tree.Block;
import dev.jumbo.lang.tree.Cast;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.FieldAccess;
import dev.jumbo.lang.tree.For;
import dev.jumbo.lang.tree.ForEach;
import dev.jumbo.lang.tree.Literal;
import dev.jumbo.lang.tree.LocalVariable;
import dev.jumbo.lang.tree.MethodCall;
import dev.jumbo.lang.tree.Name;
import dev.jumbo.lang.tree.Primitive;
import dev.jumbo.lang.tree.PrimitiveType;
import dev.jumbo.lang.tree.Statement;
import dev.jumbo.lang.tree.TypeNode;
import dev.jumbo.lang.tree.Unary;
import dev.jumbo.lang.tree.UnaryOperator;
import dev.jumbo.lang.tree.VarType;
import dev.jumbo.lang.tree.VariableDeclarator;
import java.util.List;

/**
 * The enhanced for loop rewritten as a basic one (JLS 14.14.2), tree to tree, as javac's {@code Lower} does:
 * <pre>
 * for (T x : array)    body  ⇒  for (int i = 0; i &lt; array.length; i++) { T x = array[i]; body }
 * for (T x : iterable) body  ⇒  for (var it = iterable.iterator(); it.hasNext(); ) { T x = it.next(); body }
 * </pre>
 * The expression after the colon is evaluated once, before the loop, by the caller, which has typed it (an array
 * or an {@code Iterable} decides the form) and stored it in the local named {@code source}; the lowered loop names
 * it. Only the loop's own nodes are new: the body, the declared type and the loop variable's modifiers are the
 * original's, so a {@code continue} in the body reaches the update and its label stays the loop's. The synthetic
 * locals' names are no Java identifiers, so they clash with no name of the quote.
 */
public final class ForEachLowering {
    private ForEachLowering() {
    }

    /** The name of a synthetic local of a lowered construct: {@code what} and a {@code number} that makes it unique. */
    public static String synthetic(String what, int number) {
        return "<" + what + number + ">";
    }

    /** Over an array held by the local {@code source}: an indexed loop with the index in the local {@code index}. */
    public static For overArray(ForEach loop, TypeNode variableType, String source, String index) {
        int at = loop.position();
        Statement counter = new LocalVariable(at, 0, new PrimitiveType(at, Primitive.INT),
                List.of(new VariableDeclarator(at, index, 0, new Literal(at, 0))));
        Expression condition = new Binary(at, BinaryOperator.LESS, new Name(at, index),
                new FieldAccess(at, new Name(at, source), "length"));
        Expression update = new Unary(at, UnaryOperator.POST_INCREMENT, new Name(at, index));
        Expression element = new ArrayAccess(at, new Name(at, source), new Name(at, index));
        return new For(at, List.of(counter), condition, List.of(update), body(loop, variableType, element));
    }

    /**
     * Over an {@code Iterable} held by the local {@code source}: a loop over its iterator, held by the local
     * {@code iterator}. Each element read by {@code next()} is cast by {@code casts}, innermost last (none where
     * it is assignable to the loop variable).
     */
    public static For overIterable(ForEach loop, TypeNode variableType, String source, String iterator,
                                   List<TypeNode> casts) {
        int at = loop.position();
        Statement start = new LocalVariable(at, 0, new VarType(at), List.of(new VariableDeclarator(at, iterator, 0,
                new MethodCall(at, new Name(at, source), "iterator", List.of()))));
        Expression condition = new MethodCall(at, new Name(at, iterator), "hasNext", List.of());
        Expression element = new MethodCall(at, new Name(at, iterator), "next", List.of());
        for (int i = casts.size() - 1; i >= 0; i--) {
            element = new Cast(at, casts.get(i), element);
        }
        return new For(at, List.of(start), condition, List.of(), body(loop, variableType, element));
    }

    /** {@code { T x = element; body }}: the loop variable, declared afresh in each iteration, then the body. */
    private static Block body(ForEach loop, TypeNode variableType, Expression element) {
        Statement variable = new LocalVariable(loop.position(), loop.modifiers(), variableType,
                List.of(new VariableDeclarator(loop.position(), loop.name(), 0, element)));
        return new Block(loop.position(), List.of(variable, loop.body()));
    }
}
