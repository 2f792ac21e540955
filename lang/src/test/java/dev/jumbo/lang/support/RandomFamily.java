package dev.jumbo.lang.support;

import dev.jumbo.lang.tree.Block;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.Statement;
import java.util.Random;

/**
 * A family of constructs of {@link RandomFragments}, about one concept: it shares the fragments' trees,
 * random source, scope and kinds, and reaches the other families through {@link #fragments}.
 */
abstract class RandomFamily {
    final RandomFragments fragments;
    final Trees t;
    final Random random;

    RandomFamily(RandomFragments fragments) {
        this.fragments = fragments;
        this.t = fragments.t;
        this.random = fragments.random;
    }

    FragmentScope scope() {
        return fragments.scope;
    }

    /** Enters a copy of the current scope; returns the scope to restore with {@link #restore}. */
    FragmentScope enterCopy() {
        FragmentScope saved = fragments.scope;
        fragments.scope = saved.copy();
        return saved;
    }

    void restore(FragmentScope saved) {
        fragments.scope = saved;
    }

    Statement statement(int depth) {
        return fragments.statements.statement(depth);
    }

    Block block(int depth) {
        return fragments.statements.block(depth);
    }

    Statement returnStatement() {
        return fragments.statements.returnStatement();
    }

    Expression expression(Class<?> type, int depth) {
        return fragments.expressions.expression(type, depth);
    }

    Expression wellTyped(Class<?> type, int depth) {
        return fragments.expressions.wellTyped(type, depth);
    }

    Statement splice(Statement statement) {
        return fragments.splice(statement);
    }

    boolean wrong() {
        return fragments.wrong();
    }

    <N> N mark(String kind, boolean illTyped, N node) {
        return fragments.mark(kind, illTyped, node);
    }

    String fresh(String prefix) {
        return fragments.fresh(prefix);
    }

    /**
     * Lambdas and method references are made rarely in the block arms of a switch expression: where it has no
     * target type, lang refuses them (a clear CodeException, see lang's README), and they would hide the rest.
     */
    boolean lambdasWanted() {
        return !scope().inBlockArms || random.nextInt(8) == 0;
    }
}
