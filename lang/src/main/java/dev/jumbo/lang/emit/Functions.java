package dev.jumbo.lang.emit;

import dev.jumbo.lang.check.JType;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.Lambda;

/** Lambdas and method references, bound to their functional interface through invokedynamic. */
final class Functions {
    private Functions() {
    }

    static Bound attribute(MethodEmitter m, Expression expression, JType expected) {
        String what = expression instanceof Lambda ? "lambda expression" : "method reference";
        throw m.error(expression.position(), "unsupported construct: " + what + " (not implemented yet)");
    }
}
