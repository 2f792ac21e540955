package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.ADD;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.*;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Switch expressions whose arms are blocks: a try inside one (its handler starts with an empty
 * operand stack, so the values waiting below the switch are stored and reloaded), and the type of
 * one without a target type, taken from what its arms yield.
 */
class SwitchExpressionsTest {
    private final Trees t = new Trees("Switches.jjava", SwitchExpressionsTest.class);

    private Object get(Statement... body) {
        return Verified.instance(t.supplier("Case", body), Supplier.class).get();
    }

    private SwitchCase arm(Object label, Statement... body) {
        return new SwitchCase(t.p(), List.of(t.lit(label)), false, true, List.of(t.block(body)));
    }

    private SwitchCase otherwise(Statement... body) {
        return new SwitchCase(t.p(), List.of(), true, true, List.of(t.block(body)));
    }

    private Statement yielding(Expression value) {
        return new Yield(t.p(), value);
    }

    @Test
    void aTryInAnArmKeepsTheValuesWaitingBelowTheSwitch() {
        // int[] slots = new int[2]; String text = "x";
        // slots[1] = switch (slots.length) { case 2 -> { try { yield Integer.parseInt(text); }
        //     catch (NumberFormatException e) { yield -1; } finally { slots[0] = 9; } } default -> { yield 5; } };
        // return slots[0] + "," + slots[1];            (the array and the index wait on the stack)
        Statement parse = new Try(t.p(), List.of(),
                t.block(yielding(t.call(t.staticRef(Integer.class), "parseInt", t.name("text")))),
                List.of(new CatchClause(t.p(), 0, List.of(t.type(NumberFormatException.class)), "e",
                        t.block(yielding(t.lit(-1))))),
                t.block(t.exec(t.assign(t.index(t.name("slots"), t.lit(0)), t.lit(9)))));
        Expression choice = new SwitchExpression(t.p(), t.field(t.name("slots"), "length"),
                List.of(arm(2, parse), otherwise(yielding(t.lit(5)))));

        Object result = get(t.local(t.type(int[].class), "slots", new NewArray(t.p(), t.type(int[].class),
                        List.of(t.lit(2)), null)),
                t.local(t.type(String.class), "text", t.lit("x")),
                t.exec(t.assign(t.index(t.name("slots"), t.lit(1)), choice)),
                t.ret(t.bin(ADD, t.bin(ADD, t.index(t.name("slots"), t.lit(0)), t.lit(",")),
                        t.index(t.name("slots"), t.lit(1)))));

        assertEquals("9,-1", result);
    }

    @Test
    void aTryInANestedSwitchExpressionKeepsTheValuesBelowTheOuterOne() {
        // return 1000 + switch (0) { case 0 -> { int v = 1 + switch (1) { case 1 -> { try { yield Integer.parseInt("x"); }
        //     catch (NumberFormatException e) { yield 5; } } default -> { yield 0; } }; yield v; } default -> { yield 0; } };
        Statement parse = new Try(t.p(), List.of(),
                t.block(yielding(t.call(t.staticRef(Integer.class), "parseInt", t.lit("x")))),
                List.of(new CatchClause(t.p(), 0, List.of(t.type(NumberFormatException.class)), "e",
                        t.block(yielding(t.lit(5))))), null);
        Expression inner = new SwitchExpression(t.p(), t.lit(1), List.of(arm(1, parse), otherwise(yielding(t.lit(0)))));
        Expression outer = new SwitchExpression(t.p(), t.lit(0), List.of(
                arm(0, t.local(t.type(int.class), "v", t.bin(ADD, t.lit(1), inner)), yielding(t.name("v"))),
                otherwise(yielding(t.lit(0)))));

        Object result = get(t.ret(t.bin(ADD, t.lit(1000), outer)));

        assertEquals(1006, result);
    }

    @Test
    void aTryInASwitchExpressionThatIsTheSelectorOfAnotherKeepsTheValuesBelowTheOuterOne() {
        // Found by RandomCompositionTest (fragment 5281): the outer switch's arms hold no handler, so only the
        // selector told that the values below it must be stored; the selector is checked while the outer
        // switch is emitted, after 1000 was pushed.
        // return 1000 + switch (switch (1) { case 1 -> { try { yield Integer.parseInt("x"); }
        //     catch (NumberFormatException e) { yield 5; } } default -> { yield 0; } }) { case 5 -> 6; default -> 0; };
        Statement parse = new Try(t.p(), List.of(),
                t.block(yielding(t.call(t.staticRef(Integer.class), "parseInt", t.lit("x")))),
                List.of(new CatchClause(t.p(), 0, List.of(t.type(NumberFormatException.class)), "e",
                        t.block(yielding(t.lit(5))))), null);
        Expression inner = new SwitchExpression(t.p(), t.lit(1), List.of(arm(1, parse), otherwise(yielding(t.lit(0)))));
        Expression outer = new SwitchExpression(t.p(), inner, List.of(
                new SwitchCase(t.p(), List.of(t.lit(5)), false, true, List.of(t.exec(t.lit(6)))),
                new SwitchCase(t.p(), List.of(), true, true, List.of(t.exec(t.lit(0))))));

        Object result = get(t.ret(t.bin(ADD, t.lit(1000), outer)));

        assertEquals(1006, result);
    }

    @Test
    void aSwitchExpressionWithoutHandlersBeforeOneWithATryKeepsTheValuesBelowKnown() {
        // Found by RandomCompositionTest (fragment 8593): the arms of the first switch are statements, and each
        // statement start told the operand stack follower that the stack was empty, though 1000 waited below;
        // so the second switch, whose arm holds a try, did not store it.
        // return 1000 + (switch (1) { case 1: yield true; default: yield false; } ? switch (1) { case 1 -> { try {
        //     yield Integer.parseInt("x"); } catch (NumberFormatException e) { yield 5; } } default -> { yield 0; } } : 0);
        Statement parse = new Try(t.p(), List.of(),
                t.block(yielding(t.call(t.staticRef(Integer.class), "parseInt", t.lit("x")))),
                List.of(new CatchClause(t.p(), 0, List.of(t.type(NumberFormatException.class)), "e",
                        t.block(yielding(t.lit(5))))), null);
        Expression withTry = new SwitchExpression(t.p(), t.lit(1), List.of(arm(1, parse), otherwise(yielding(t.lit(0)))));
        Expression plain = new SwitchExpression(t.p(), t.lit(1), List.of(
                new SwitchCase(t.p(), List.of(t.lit(1)), false, false, List.of(yielding(t.lit(true)))),
                new SwitchCase(t.p(), List.of(), true, false, List.of(yielding(t.lit(false))))));

        Object result = get(t.ret(t.bin(ADD, t.lit(1000), t.cond(plain, withTry, t.lit(0)))));

        assertEquals(1005, result);
    }

    @Test
    void aSwitchExpressionWithoutHandlersMayBeAConstructorArgument() {
        // return new StringBuilder(switch (1) { case 1 -> "a"; default -> "b"; }).append('!').toString();
        Expression choice = new SwitchExpression(t.p(), t.lit(1), List.of(
                new SwitchCase(t.p(), List.of(t.lit(1)), false, true, List.of(t.exec(t.lit("a")))),
                new SwitchCase(t.p(), List.of(), true, true, List.of(t.exec(t.lit("b"))))));

        Object result = get(t.ret(t.call(t.call(t.newObject(t.type(StringBuilder.class), choice), "append", t.lit('!')),
                "toString")));

        assertEquals("a!", result);
    }

    @Test
    void withoutATargetTypeTheArmsYieldsGiveTheType() {
        // return "n" + switch (0) { case 0 -> { int two = 2; yield two; } default -> { yield 3L; } };  (long: "n2")
        Expression choice = new SwitchExpression(t.p(), t.lit(0), List.of(
                arm(0, t.local(t.type(int.class), "two", t.lit(2)), yielding(t.name("two"))),
                otherwise(yielding(t.lit(3L)))));

        Object result = get(t.ret(t.bin(ADD, t.lit("n"), choice)));

        assertEquals("n2", result);
    }

    @Test
    void aLambdaInAnUntypedSwitchExpressionWithBlocksIsDeclaredOnce() {
        // Object text = "x" + switch (1) { case 1 -> { Supplier s = () -> "a"; yield s.get(); } default -> { yield "b"; } };
        Expression choice = new SwitchExpression(t.p(), t.lit(1), List.of(
                arm(1, t.local(t.type(Supplier.class), "s", t.lambda(List.of(), t.lit("a"))),
                        yielding(t.call(t.name("s"), "get"))),
                otherwise(yielding(t.lit("b")))));

        Object result = get(t.ret(t.bin(ADD, t.lit("x"), choice)));

        assertEquals("xa", result);
    }

    @Test
    void aMethodReferenceInAnUntypedSwitchExpressionWithBlocksWorks() {
        // "x" + switch (2) { case 1 -> { yield "a"; } default -> { Supplier s = "bc"::trim; yield s.get(); } }
        Expression choice = new SwitchExpression(t.p(), t.lit(2), List.of(
                arm(1, yielding(t.lit("a"))),
                otherwise(t.local(t.type(Supplier.class), "s", t.reference(t.lit("bc"), "trim")),
                        yielding(t.call(t.name("s"), "get")))));

        Object result = get(t.ret(t.bin(ADD, t.lit("x"), choice)));

        assertEquals("xbc", result);
    }

    @Test
    void anAnonymousClassInAnUntypedSwitchExpressionWithBlocksIsDeclaredOnce() {
        // "x" + switch (1) { case 1 -> { Object o = new Object() {}; yield o.getClass().isAnonymousClass(); }
        //     default -> { yield "b"; } }             (typed by a walk through the arms, then emitted)
        Expression anonymous = new New(t.p(), null, t.type(Object.class), List.of(), List.of());
        Expression choice = new SwitchExpression(t.p(), t.lit(1), List.of(
                arm(1, t.local(t.type(Object.class), "o", anonymous),
                        yielding(t.call(t.call(t.name("o"), "getClass"), "isAnonymousClass"))),
                otherwise(yielding(t.lit("b")))));
        Code code = t.supplier("Once", t.ret(t.bin(ADD, t.lit("x"), choice)));

        Object result = Verified.instance(code, Supplier.class).get();

        assertEquals("xtrue", result);
        assertEquals(2, code.toClassFiles().size(), code.toClassFiles().keySet().toString());
    }

    @Test
    void anAnonymousClassInAnUntypedSwitchExpressionArmIsDeclaredOnce() {
        // "x" + switch (1) { case 1 -> new Object() {}.getClass().isAnonymousClass(); default -> "b"; }
        Expression anonymous = new New(t.p(), null, t.type(Object.class), List.of(), List.of());
        Expression choice = new SwitchExpression(t.p(), t.lit(1), List.of(
                new SwitchCase(t.p(), List.of(t.lit(1)), false, true,
                        List.of(new ExpressionStatement(t.p(), t.call(t.call(anonymous, "getClass"), "isAnonymousClass")))),
                new SwitchCase(t.p(), List.of(), true, true, List.of(new ExpressionStatement(t.p(), t.lit("b"))))));
        Code code = t.supplier("OnceInAnExpressionArm", t.ret(t.bin(ADD, t.lit("x"), choice)));

        Object result = Verified.instance(code, Supplier.class).get();

        assertEquals("xtrue", result);
        assertEquals(2, code.toClassFiles().size(), code.toClassFiles().keySet().toString());
    }
}
