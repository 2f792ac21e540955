package dev.jumbo.lang.support;

import dev.jumbo.lang.Hole;
import dev.jumbo.lang.tree.*;
import java.util.ArrayList;
import java.util.List;

/**
 * Switch statements and switch expressions on int and String: arrow and old style, arms with a {@code try},
 * cases through a `Case hole, a switch expression as an argument or an operand (no target type of its own);
 * ill-typed: a repeated label, a label of the other type, an arm without yield, no default.
 */
final class RandomSwitches extends RandomFamily {
    RandomSwitches(RandomFragments fragments) {
        super(fragments);
    }

    // ---- switch statements

    /** On int or String, arrow or old style, sometimes with a try in an arm and cases through a `Case hole. */
    Statement switchStatement(int depth) {
        boolean onString = random.nextBoolean();
        boolean arrow = random.nextBoolean();
        boolean bad = wrong();
        int arms = 1 + random.nextInt(3);
        List<Case> cases = new ArrayList<>();
        for (int arm = 0; arm < arms; arm++) {
            List<Expression> labels = labels(onString, arm, bad && arm == arms - 1);
            cases.add(spliceCase(new SwitchCase(t.p(), labels, false, arrow, armStatements(arrow, depth))));
        }
        if (random.nextBoolean()) {
            cases.add(spliceCase(new SwitchCase(t.p(), List.of(), true, arrow, armStatements(arrow, depth))));
        }
        Expression selector = onString ? expression(String.class, 1) : expression(int.class, 1);
        return mark(onString ? "switch statement on String" : "switch statement on int", bad, new Switch(t.p(), selector, cases));
    }

    /**
     * The labels of arm number {@code arm}: {@code 2*arm}, {@code 2*arm+1} (or "k0"...). {@code wrong}: a later arm
     * repeats arm 0's first label; arm 0 (the only one) has a label of the other type.
     */
    private List<Expression> labels(boolean onString, int arm, boolean wrong) {
        List<Expression> labels = new ArrayList<>();
        int count = 1 + random.nextInt(2);
        for (int i = 0; i < count; i++) {
            int value = wrong && arm > 0 ? i : 2 * arm + i;
            boolean asString = onString != (wrong && arm == 0);
            labels.add(asString ? t.lit("k" + value) : t.lit(value));
        }
        return labels;
    }

    private Case spliceCase(SwitchCase switchCase) {
        if (random.nextInt(5) > 0) {
            return switchCase;
        }
        return mark("switch cases through a `Case hole", false, Hole.Case(t.source, t.p(), List.of(t.cases(switchCase))));
    }

    /** The body of a statement arm: arrow, a block or one expression statement; old style, statements then break. */
    private List<Statement> armStatements(boolean arrow, int depth) {
        FragmentScope saved = enterCopy();
        Statement body = random.nextInt(3) == 0 ? tryInArm(depth) : arrow && random.nextBoolean()
                ? t.exec(fragments.operators.compound()) : arrow ? block(depth - 1) : statement(depth - 1);
        restore(saved);
        if (arrow) {
            return List.of(body instanceof ExpressionStatement || body instanceof Block ? body : t.block(body));
        }
        return random.nextInt(4) == 0 ? List.of(body) : List.of(body, new Break(t.p(), null));
    }

    private Statement tryInArm(int depth) {
        return mark("try/catch or try/finally in a switch arm", false, fragments.jumps.tryCatch(depth));
    }

    // ---- switch expressions

    /** A switch expression of {@code type}: arrow arms with expressions or with blocks and yield, or old style with yield. */
    Expression switchExpression(Class<?> type, int depth) {
        boolean onString = random.nextBoolean();
        int form = random.nextInt(3);
        boolean bad = wrong();
        // 1: a repeated label, 2: an arrow block without yield, 3: no default (not exhaustive)
        int mistake = !bad ? 0 : form == 1 ? 1 + random.nextInt(3) : random.nextBoolean() ? 1 : 3;
        int arms = 1 + random.nextInt(3);
        List<Case> cases = new ArrayList<>();
        FragmentScope saved = enterCopy();
        scope().returnType = null;
        scope().inBlockArms |= form != 0;
        for (int arm = 0; arm < arms; arm++) {
            cases.add(spliceCase(new SwitchCase(t.p(), labels(onString, arm, mistake == 1 && arm == arms - 1), false, form != 2,
                    arm(form, type, mistake == 2 && arm == 0, depth))));
        }
        if (mistake != 3) {
            cases.add(spliceCase(new SwitchCase(t.p(), List.of(), true, form != 2, arm(form, type, false, depth))));
        }
        restore(saved);
        Expression selector = onString ? expression(String.class, 1) : expression(int.class, 1);
        String kind = switch (form) {
            case 0 -> "switch expression: arrow arms with expressions";
            case 1 -> "switch expression: arrow arms with blocks and yield";
            default -> "switch expression: old style with yield";
        };
        return mark(kind, bad, new SwitchExpression(t.p(), selector, cases));
    }

    private List<Statement> arm(int form, Class<?> type, boolean noYield, int depth) {
        if (form == 0) {
            return List.of(random.nextInt(8) == 0 ? t.doThrow(t.newObject(t.type(IllegalStateException.class)))
                    : t.exec(expression(type, depth - 1)));
        }
        FragmentScope saved = enterCopy();
        List<Statement> statements = new ArrayList<>();
        int count = random.nextInt(3);
        for (int i = 0; i < count; i++) {
            statements.add(splice(statement(depth - 1)));
        }
        if (noYield) {
            statements.add(t.exec(t.un(UnaryOperator.POST_INCREMENT, t.name("counter"))));
        } else if (random.nextInt(4) == 0) {
            statements.add(yieldThroughTry(type, depth));
        } else {
            statements.add(new Yield(t.p(), expression(type, depth - 1)));
        }
        restore(saved);
        return form == 1 ? List.of(t.block(statements.toArray(new Statement[0]))) : statements;
    }

    /** {@code try { ...; yield e; } catch (RuntimeException x) { yield e2; }} or {@code try {...} finally {...} yield e;} in a block. */
    private Statement yieldThroughTry(Class<?> type, int depth) {
        if (random.nextBoolean()) {
            Block body = t.block(splice(statement(depth - 2)), new Yield(t.p(), expression(type, 1)));
            Block handler = t.block(new Yield(t.p(), expression(type, 1)));
            return mark("switch expression: try in an arm", false, new Try(t.p(), List.of(), body,
                    List.of(new CatchClause(t.p(), 0, List.of(t.type(RuntimeException.class)), fresh("e"), handler)), null));
        }
        Statement attempt = new Try(t.p(), List.of(), block(depth - 2), List.of(), block(depth - 2));
        return mark("switch expression: try in an arm", false, t.block(attempt, new Yield(t.p(), expression(type, 1))));
    }

    /** A switch expression as a statement's value: assigned, an argument of a call, or an operand of a binary operator. */
    Expression switchExpressionIn(int depth) {
        return switch (random.nextInt(3)) {
            case 0 -> t.assign(BinaryOperator.ADD, t.name("counter"), switchExpression(int.class, depth));
            case 1 -> mark("switch expression as an argument", false, t.call(t.field(t.staticRef(System.class), "out"), "print",
                    switchExpression(RandomFragments.TYPES[random.nextInt(RandomFragments.TYPES.length)], depth)));
            default -> mark("switch expression as an operand", false, t.assign(BinaryOperator.ADD, t.name("text"),
                    t.bin(BinaryOperator.ADD, t.lit("="), switchExpression(RandomFragments.TYPES[random.nextInt(RandomFragments.TYPES.length)], depth))));
        };
    }

    /** {@code Math.max(switch ..., e)} or {@code 1000 + switch ...}: a switch expression with no target type of its own. */
    Expression switchInContext(int depth) {
        if (random.nextBoolean()) {
            return mark("switch expression as an argument", false, t.call(t.staticRef(Math.class), "max",
                    switchExpression(int.class, depth), expression(int.class, 1)));
        }
        return mark("switch expression as an operand", false, t.bin(BinaryOperator.ADD, t.lit(1000), switchExpression(int.class, depth)));
    }
}
