package dev.jumbo.lang.support;

import dev.jumbo.lang.tree.*;

/**
 * {@code instanceof} patterns and their bindings: in the then branch, after an {@code if} that leaves when the
 * pattern does not match, in the right operand of {@code &&} and the arm of {@code ?:}; ill-typed: a binding read
 * where the pattern is not definitely matched (the else branch, the right operand of {@code ||}), or a pattern
 * whose operand cannot be an instance of its type.
 */
final class RandomPatterns extends RandomFamily {
    /** A pattern variable read where its pattern is not definitely matched: javac and lang reject it (JLS 6.3.1). */
    private static final String OUT_OF_SCOPE = "instanceof pattern binding read outside its scope";

    RandomPatterns(RandomFragments fragments) {
        super(fragments);
    }

    /** {@code if (o instanceof String p) {...}}, or {@code if (!(o instanceof Integer p)) return/throw; ... p ...}. */
    Statement patternStatement(int depth) {
        String binding = fresh("p");
        boolean bad = wrong();
        if (random.nextBoolean()) {
            FragmentScope saved = enterCopy();
            scope().names.add(binding);
            scope().types.add(String.class);
            Block then = t.block(t.exec(t.assign(BinaryOperator.ADD, t.name("text"), t.name(binding))), splice(statement(depth - 1)));
            restore(saved);
            Block otherwise = bad ? t.block(t.exec(t.assign(t.name("text"), t.name(binding))))
                    : random.nextBoolean() ? block(depth - 1) : null;
            return mark(bad ? OUT_OF_SCOPE : "instanceof pattern", bad, t.ifElse(new InstanceOf(t.p(), anyObject(),
                    t.type(String.class), binding), then, otherwise));
        }
        Statement leave = scope().returnType != null && random.nextBoolean() ? returnStatement()
                : t.doThrow(t.newObject(t.type(IllegalStateException.class)));
        Statement test = t.ifElse(t.un(UnaryOperator.NOT, new InstanceOf(t.p(), bad ? t.name("s") : anyObject(),
                t.type(Integer.class), binding)), leave, null);
        return mark("instanceof pattern", bad, t.block(test,
                t.exec(t.assign(BinaryOperator.ADD, t.name("counter"), t.bin(BinaryOperator.ADD, t.name(binding), t.lit(1))))));
    }

    /** {@code o instanceof String p && p.length() > e}, {@code o instanceof String p ? p : e} and the like. */
    Expression patternExpression(Class<?> type, int depth) {
        if (type != boolean.class && type != String.class && type != int.class) {
            return wellTyped(type, depth);
        }
        String binding = fresh("p");
        if (wrong()) {
            return mark(OUT_OF_SCOPE, true, t.bin(BinaryOperator.CONDITIONAL_OR, new InstanceOf(t.p(), t.name("o"),
                    t.type(String.class), binding), t.call(t.name(binding), "isEmpty")));
        }
        Expression result;
        if (type == boolean.class) {
            result = t.bin(BinaryOperator.CONDITIONAL_AND, new InstanceOf(t.p(), anyObject(), t.type(String.class), binding),
                    t.bin(BinaryOperator.GREATER, t.call(t.name(binding), "length"), expression(int.class, 1)));
        } else if (type == String.class) {
            result = t.cond(new InstanceOf(t.p(), anyObject(), t.type(String.class), binding), t.name(binding),
                    expression(String.class, 1));
        } else {
            result = t.cond(new InstanceOf(t.p(), anyObject(), t.type(Integer.class), binding),
                    t.bin(BinaryOperator.ADD, t.name(binding), t.lit(1)), expression(int.class, 1));
        }
        return mark("instanceof pattern", false, result);
    }

    private Expression anyObject() {
        return fragments.expressions.anyObject();
    }
}
