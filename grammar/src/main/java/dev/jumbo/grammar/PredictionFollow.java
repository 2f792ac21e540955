package dev.jumbo.grammar;

import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.ATNConfig;
import org.antlr.v4.runtime.atn.ATNConfigSet;
import org.antlr.v4.runtime.atn.ATNState;
import org.antlr.v4.runtime.atn.PredictionContext;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * The tokens a failed prediction could still have accepted at the token where it failed:
 * the next tokens of every configuration it had reached, following rule returns through
 * each configuration's stack.
 */
final class PredictionFollow {

    /** Stacks are followed this deep at most (they are finite; this only bounds the work). */
    private static final int DEEPEST_RETURN = 64;

    private PredictionFollow() {
    }

    static IntervalSet expectedTokens(ATN atn, ATNConfigSet configs) {
        IntervalSet expected = new IntervalSet();
        for (ATNConfig config : configs) {
            addFollow(atn, config.state, config.context, expected, 0);
        }
        return expected;
    }

    private static void addFollow(ATN atn, ATNState state, PredictionContext context, IntervalSet expected, int depth) {
        IntervalSet next = atn.nextTokens(state);
        boolean canReturn = next.contains(Token.EPSILON);
        IntervalSet tokens = new IntervalSet(next);
        tokens.remove(Token.EPSILON);
        expected.addAll(tokens);
        if (!canReturn || context == null || depth >= DEEPEST_RETURN) {
            return;
        }
        for (int i = 0; i < context.size(); i++) {
            int returnState = context.getReturnState(i);
            if (returnState == PredictionContext.EMPTY_RETURN_STATE) {
                expected.add(Token.EOF);
            } else {
                addFollow(atn, atn.states.get(returnState), context.getParent(i), expected, depth + 1);
            }
        }
    }
}
