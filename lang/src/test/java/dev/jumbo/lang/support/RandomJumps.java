package dev.jumbo.lang.support;

import dev.jumbo.lang.tree.*;
import java.util.ArrayList;
import java.util.List;

/** try/catch/finally, jumps out of finally, labelled loops and blocks; ill-typed: a jump to a missing or wrong label. */
final class RandomJumps extends RandomFamily {
    RandomJumps(RandomFragments fragments) {
        super(fragments);
    }

    Statement tryCatch(int depth) {
        Block finallyBlock = random.nextBoolean() ? block(depth - 1) : null;
        List<CatchClause> catches = random.nextInt(4) == 0 && finallyBlock != null ? List.of()
                : List.of(new CatchClause(t.p(), 0, List.of(t.type(RuntimeException.class)), fresh("e"), block(depth - 1)));
        return new Try(t.p(), List.of(), block(depth - 1), catches, finallyBlock);
    }

    /** {@code try { ... } finally { if (c) return e; }}, or in a loop {@code finally { if (c) break; }}. */
    Statement tryFinallyJumps(int depth) {
        if (scope().returnType != null && random.nextBoolean()) {
            boolean bad = wrong();
            Statement jump = bad ? new Break(t.p(), fresh("nowhere")) : returnStatement();
            Block finallyBlock = t.block(random.nextInt(4) == 0 ? jump : t.ifElse(expression(boolean.class, 1), jump, null));
            Block body = random.nextBoolean() ? block(depth - 1) : t.block(t.ifElse(expression(boolean.class, 1),
                    returnStatement(), null));
            return mark("try/finally: return in finally", bad, new Try(t.p(), List.of(), body, List.of(), finallyBlock));
        }
        String index = fresh("i");
        Statement jump = random.nextBoolean() ? new Break(t.p(), null) : new Continue(t.p(), null);
        Block catchBlock = t.block(t.ifElse(expression(boolean.class, 1), new Continue(t.p(), null), null));
        Try body = new Try(t.p(), List.of(), block(depth - 1), List.of(new CatchClause(t.p(), 0,
                List.of(t.type(RuntimeException.class)), fresh("e"), catchBlock)), t.block(t.ifElse(expression(boolean.class, 1),
                jump, null)));
        return mark("try/finally: break/continue in finally", false, t.forLoop(t.local(t.type(int.class), index, t.lit(0)),
                t.bin(BinaryOperator.LESS, t.name(index), t.lit(3)), t.un(UnaryOperator.POST_INCREMENT, t.name(index)), t.block(body)));
    }

    /** {@code outer: for (...) { inner loop { if (c) continue outer; if (c) break outer; ... } }}. */
    Statement nestedLoops(int depth) {
        String outer = fresh("outer");
        String i = fresh("i");
        String j = fresh("j");
        FragmentScope saved = enterCopy();
        scope().names.add(i);
        scope().types.add(int.class);
        boolean bad = wrong();
        String target = bad ? fresh("nowhere") : outer;
        List<Statement> inner = new ArrayList<>();
        inner.add(t.ifElse(expression(boolean.class, 1), new Continue(t.p(), target), null));
        inner.add(t.ifElse(expression(boolean.class, 1), new Break(t.p(), random.nextBoolean() ? outer : null), null));
        inner.add(splice(statement(depth - 1)));
        Statement innerLoop;
        switch (random.nextInt(3)) {
            case 0 -> innerLoop = t.forLoop(t.local(t.type(int.class), j, t.lit(0)), t.bin(BinaryOperator.LESS, t.name(j), t.name(i)),
                    t.un(UnaryOperator.PRE_INCREMENT, t.name(j)), t.block(inner.toArray(new Statement[0])));
            case 1 -> {
                inner.add(t.exec(t.un(UnaryOperator.POST_INCREMENT, t.name(i))));
                innerLoop = new DoWhile(t.p(), t.block(inner.toArray(new Statement[0])), t.bin(BinaryOperator.LESS, t.name(i), t.lit(2)));
            }
            default -> innerLoop = mark("generic: for-each over List<String>", false,
                    new ForEach(t.p(), 0, t.type(String.class), j, t.name("list"), t.block(inner.toArray(new Statement[0]))));
        }
        restore(saved);
        Statement outerLoop = t.forLoop(t.local(t.type(int.class), i, t.lit(0)), t.bin(BinaryOperator.LESS, t.name(i), t.lit(3)),
                t.un(UnaryOperator.POST_INCREMENT, t.name(i)), t.block(innerLoop));
        return mark("labelled break/continue, nested loops", bad, new Labeled(t.p(), outer, outerLoop));
    }

    /** {@code block: { if (c) break block; ... }}; ill-typed: {@code continue block;}. */
    Statement labelledBlock(int depth) {
        String label = fresh("block");
        boolean bad = wrong();
        Statement jump = bad ? new Continue(t.p(), label) : new Break(t.p(), label);
        Block body = block(depth - 1);
        List<Statement> statements = new ArrayList<>(List.of(t.ifElse(expression(boolean.class, 1), jump, null)));
        statements.addAll(body.statements());
        return mark("labelled block", bad, new Labeled(t.p(), label, t.block(statements.toArray(new Statement[0]))));
    }
}
