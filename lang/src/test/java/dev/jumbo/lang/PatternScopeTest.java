package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.*;
import static dev.jumbo.lang.tree.UnaryOperator.NOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.*;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The scope of a pattern variable (JLS 6.3.1): where its {@code instanceof} is definitely matched; introduced when
 * true or when false by {@code instanceof}, {@code !}, {@code &&}, {@code ||}, into the right operand, the arms of
 * {@code ?:}, the branches of {@code if}, loop bodies and the statements after an {@code if} or a loop that leaves
 * when it is not matched. A read elsewhere is javac's "cannot find symbol". Each unit is
 * {@code public class Name implements Function { public Object apply(Object o) { body } }}.
 */
class PatternScopeTest {
    private final Trees t = new Trees("Pattern.jjava", PatternScopeTest.class);

    private Code function(String name, Statement... body) {
        return t.types(t.classDecl(name, List.of(t.type(Function.class)), t.publicMethod(t.type(Object.class), "apply",
                List.of(t.param(t.type(Object.class), "o")), body)));
    }

    @SuppressWarnings("unchecked")
    private Object apply(Code code, Object argument) {
        return Verified.instance(code, Function.class).apply(argument);
    }

    private String error(Code code) {
        return assertThrows(CodeException.class, code::defineClass).getMessage();
    }

    /** {@code o instanceof String p}. */
    private Expression isString(String binding) {
        return new InstanceOf(t.p(), t.name("o"), t.type(String.class), binding);
    }

    private Expression not(Expression e) {
        return t.un(NOT, e);
    }

    private Expression length(String name) {
        return t.call(t.name(name), "length");
    }

    private static String outOfScope(String at, String declaredAt) {
        return "Pattern.jjava:" + at + ": error: cannot find symbol: variable p is not in scope here (the pattern variable "
                + "declared at Pattern.jjava:" + declaredAt + " is in scope only where its instanceof has definitely matched)";
    }

    // ---- accepted

    @Test
    void thenBranchAndRightOperandOfAnd() {
        // if (o instanceof String p && p.length() > 1) return p.length(); return -1;
        Code code = function("Then", t.ifElse(t.bin(CONDITIONAL_AND, isString("p"), t.bin(GREATER, length("p"), t.lit(1))),
                t.ret(length("p")), null), t.ret(t.lit(-1)));
        assertEquals(3, apply(code, "abc"));
        assertEquals(-1, apply(code, "a"));
        assertEquals(-1, apply(code, 7));
    }

    @Test
    void rightOperandOfOrWhenFalse() {
        // return !(o instanceof String p) || p.isEmpty();
        Code code = function("OrWhenFalse", t.ret(t.bin(CONDITIONAL_OR, not(isString("p")), t.call(t.name("p"), "isEmpty"))));
        assertEquals(true, apply(code, ""));
        assertEquals(false, apply(code, "x"));
        assertEquals(true, apply(code, 1));
    }

    @Test
    void elseBranchOfANegatedTestAndDoubleNegation() {
        // if (!(o instanceof String p)) return -1; else return p.length();  (and !!(o instanceof String q) in the then)
        Code code = function("Else", t.ifElse(not(isString("p")), t.ret(t.lit(-1)), t.ret(length("p"))));
        assertEquals(2, apply(code, "ab"));
        assertEquals(-1, apply(code, 2.0));
        Code twice = function("Twice", t.ifElse(not(not(isString("p"))), t.ret(length("p")), null), t.ret(t.lit(0)));
        assertEquals(4, apply(twice, "abcd"));
    }

    @Test
    void statementsAfterAnIfThatLeavesWhenNotMatched() {
        // if (!(o instanceof String p)) return -1; int n = p.length();
        // if (o instanceof String q) { } else { throw new IllegalStateException(); } return n + q.length();
        Statement leave = t.ifElse(not(isString("p")), t.ret(t.lit(-1)), null);
        Statement elseLeaves = t.ifElse(isString("q"), t.block(), t.block(t.doThrow(t.newObject(t.type(IllegalStateException.class)))));
        Code code = function("After", leave, t.local(t.type(int.class), "n", length("p")), elseLeaves,
                t.ret(t.bin(ADD, t.name("n"), length("q"))));
        assertEquals(6, apply(code, "abc"));
        assertEquals(-1, apply(code, 'c'));
    }

    @Test
    void conditionalArms() {
        // return o instanceof String p ? p.length() : !(o instanceof Integer i) ? 0 : i + 100;
        Expression integer = new InstanceOf(t.p(), t.name("o"), t.type(Integer.class), "i");
        Code code = function("Arms", t.ret(t.cond(isString("p"), length("p"),
                t.cond(not(integer), t.lit(0), t.bin(ADD, t.name("i"), t.lit(100))))));
        assertEquals(2, apply(code, "ab"));
        assertEquals(105, apply(code, 5));
        assertEquals(0, apply(code, 5L));
    }

    @Test
    void loopBodiesAndAfterLoopsThatEndWhenMatched() {
        // while (o instanceof String p && p.length() < 3) o = p + "x";
        // while (!(o instanceof String q)) o = "" + o;  for (; !(o instanceof String r); ) o = 1;
        // do { o = o + "!"; } while (!(o instanceof String s));  return q + r + s;
        Statement grow = t.whileLoop(t.bin(CONDITIONAL_AND, isString("p"), t.bin(LESS, length("p"), t.lit(3))),
                t.exec(t.assign(t.name("o"), t.bin(ADD, t.name("p"), t.lit("x")))));
        Statement toString = t.whileLoop(not(isString("q")), t.exec(t.assign(t.name("o"), t.bin(ADD, t.lit(""), t.name("o")))));
        Statement forLoop = new For(t.p(), List.of(), not(isString("r")), List.of(),
                t.exec(t.assign(t.name("o"), t.lit(1))));
        Statement doWhile = new DoWhile(t.p(), t.block(t.exec(t.assign(t.name("o"), t.bin(ADD, t.name("o"), t.lit("!"))))),
                not(isString("s")));
        Code code = function("Loops", grow, toString, forLoop, doWhile,
                t.ret(t.bin(ADD, t.bin(ADD, t.name("q"), t.name("r")), t.name("s"))));
        assertEquals("axxaxxaxx!", apply(code, "a"));
        assertEquals("777!", apply(code, 7));
    }

    @Test
    void afterALabelledIfThatLeaves() {
        // check: if (!(o instanceof String p)) return -1; return p.length();
        Code code = function("Labelled", new Labeled(t.p(), "check", t.ifElse(not(isString("p")), t.ret(t.lit(-1)), null)),
                t.ret(length("p")));
        assertEquals(3, apply(code, "abc"));
        assertEquals(-1, apply(code, 3));
    }

    @Test
    void aNameOutOfScopeMayBeDeclaredAgainOrDenoteAField() {
        // static String p = "field";  if (o instanceof String p) { } if (o instanceof Integer p) return p + 1;
        // if (!(o instanceof Character p)) { String p = "local"; return p + p; }  return p;  (javac accepts it all)
        Statement first = t.ifElse(isString("p"), t.block(), null);
        Statement second = t.ifElse(new InstanceOf(t.p(), t.name("o"), t.type(Integer.class), "p"),
                t.ret(t.bin(ADD, t.name("p"), t.lit(1))), null);
        Statement third = t.ifElse(not(new InstanceOf(t.p(), t.name("o"), t.type(Character.class), "p")),
                t.block(t.local(t.type(String.class), "p", t.lit("local")), t.ret(t.bin(ADD, t.name("p"), t.name("p")))), null);
        Code code = function("Again", first, second, third, t.ret(t.name("p")));
        assertEquals(8, apply(code, 7));
        assertEquals("locallocal", apply(code, "s"));
        assertEquals('c', apply(code, 'c'));

        // class Shadow { static String p = "field"; ... if (!(o instanceof String p)) return p; return "bound " + p; }
        Member field = t.fieldDecl(Modifier.STATIC, t.type(String.class), "p", t.lit("field"));
        Member apply = t.publicMethod(t.type(Object.class), "apply", List.of(t.param(t.type(Object.class), "o")),
                t.ifElse(not(isString("p")), t.ret(t.name("p")), null), t.ret(t.bin(ADD, t.lit("bound "), t.name("p"))));
        Code shadow = t.types(t.classDecl("Shadow", List.of(t.type(Function.class)), field, apply));
        assertEquals("field", apply(shadow, 1));
        assertEquals("bound x", apply(shadow, "x"));
    }

    @Test
    void aLambdaCapturesABindingInScope() {
        // if (o instanceof String p) { Supplier<Integer> s = () -> p.length(); return s.get(); } return 0;
        Statement capture = t.local(t.generic(Supplier.class, t.type(Integer.class)), "s", t.lambda(List.of(), length("p")));
        Code code = function("Captures", t.ifElse(isString("p"), t.block(capture, t.ret(t.call(t.name("s"), "get"))), null),
                t.ret(t.lit(0)));
        assertEquals(5, apply(code, "abcde"));
    }

    // ---- refused

    @Test
    void rightOperandOfOrWhenTrueIsOutOfScope() {
        // return o instanceof String p || p.isEmpty();
        t.at(2, 5);
        Expression test = isString("p");
        t.at(2, 30);
        Code code = function("Or", t.ret(t.bin(CONDITIONAL_OR, test, t.call(t.name("p"), "isEmpty"))));
        assertEquals(outOfScope("2:30", "2:5"), error(code));
    }

    @Test
    void thenBranchOfANegatedTestIsOutOfScope() {
        // if (!(o instanceof String p)) { return p.length(); } return 0;
        t.at(3, 7);
        Expression test = not(isString("p"));
        t.at(4, 9);
        Code code = function("NegatedThen", t.ifElse(test, t.block(t.ret(length("p"))), null), t.ret(t.lit(0)));
        assertEquals(outOfScope("4:9", "3:7"), error(code));
    }

    @Test
    void elseBranchIsOutOfScope() {
        // if (o instanceof String p) return 1; else return p;
        t.at(5, 3);
        Expression test = isString("p");
        t.at(6, 12);
        Code code = function("ElseRead", t.ifElse(test, t.ret(t.lit(1)), t.ret(t.name("p"))));
        assertEquals(outOfScope("6:12", "5:3"), error(code));
    }

    @Test
    void afterAnIfWhoseThenCompletesNormallyIsOutOfScope() {
        // if (!(o instanceof String p)) { o = ""; } return p;   and   if (o instanceof String p) { } return p;
        t.at(7, 3);
        Expression negated = not(isString("p"));
        t.at(8, 10);
        Code normally = function("Normally", t.ifElse(negated, t.block(t.exec(t.assign(t.name("o"), t.lit("")))), null),
                t.ret(t.name("p")));
        assertEquals(outOfScope("8:10", "7:3"), error(normally));

        t.at(9, 3);
        Expression plain = isString("p");
        t.at(10, 10);
        Code after = function("AfterThen", t.ifElse(plain, t.block(), null), t.ret(t.name("p")));
        assertEquals(outOfScope("10:10", "9:3"), error(after));
    }

    @Test
    void elseArmOfAConditionalAndAValueContextAreOutOfScope() {
        // return o instanceof String p ? 1 : p.length();   and   boolean b = o instanceof String p; return p;
        t.at(11, 10);
        Expression test = isString("p");
        t.at(11, 40);
        Code arm = function("ElseArm", t.ret(t.cond(test, t.lit(1), length("p"))));
        assertEquals(outOfScope("11:40", "11:10"), error(arm));

        t.at(12, 15);
        Statement value = t.local(t.type(boolean.class), "b", isString("p"));
        t.at(13, 10);
        Code code = function("Value", value, t.ret(t.name("p")));
        assertEquals(outOfScope("13:10", "12:15"), error(code));
    }

    @Test
    void afterALoopLeftByBreakAndOutsideTheBlockAreOutOfScope() {
        // while (!(o instanceof String p)) { break; } return p;
        t.at(14, 3);
        Expression test = not(isString("p"));
        t.at(15, 10);
        Code broken = function("Broken", t.whileLoop(test, t.block(new Break(t.p(), null))), t.ret(t.name("p")));
        assertEquals(outOfScope("15:10", "14:3"), error(broken));

        // check: if (!(o instanceof String p)) break check; return p;
        t.at(15, 20);
        Expression leaves = not(isString("p"));
        t.at(15, 60);
        Code labelled = function("LabelBroken", new Labeled(t.p(), "check", t.ifElse(leaves, new Break(t.p(), "check"), null)),
                t.ret(t.name("p")));
        assertEquals(outOfScope("15:60", "15:20"), error(labelled));

        // { if (!(o instanceof String p)) return 0; } return p;   (the block ends its scope: bound nowhere)
        t.at(16, 10);
        Code block = function("Block", t.block(t.ifElse(not(isString("p")), t.ret(t.lit(0)), null)), t.ret(t.name("p")));
        assertEquals("Pattern.jjava:16:10: error: cannot find symbol: variable p is bound nowhere where the fragment lands "
                + "(no local, parameter or field of that name)", error(block));
    }

    @Test
    void assignmentAndLambdaOutOfScope() {
        // if (o instanceof String p) { } p = "x"; return p;
        t.at(17, 3);
        Expression test = isString("p");
        t.at(18, 3);
        Code assigned = function("Assigned", t.ifElse(test, t.block(), null), t.exec(t.assign(t.name("p"), t.lit("x"))),
                t.ret(t.lit(0)));
        assertEquals(outOfScope("18:3", "17:3"), error(assigned));

        // if (o instanceof String p) { } Supplier<Object> s = () -> p; return s;
        t.at(19, 3);
        Expression again = isString("p");
        t.at(20, 40);
        Statement lambda = t.local(t.generic(Supplier.class, t.type(Object.class)), "s", t.lambda(List.of(), t.name("p")));
        Code captured = function("Lambda", t.ifElse(again, t.block(), null), lambda, t.ret(t.name("s")));
        assertEquals("Pattern.jjava:20:40: error: cannot find symbol: variable p is bound nowhere where the fragment lands "
                + "(no local, parameter or field of that name)", error(captured));
    }

    @Test
    void anAssertMessageIsOutOfScope() {
        // assert !(o instanceof String p) : p.length();   (JLS 6.3.2 gives the message no pattern variable; javac refuses)
        t.at(23, 10);
        Expression test = not(isString("p"));
        t.at(23, 40);
        Code code = function("Asserted", new Assert(t.p(), test, length("p")), t.ret(t.name("o")));
        assertEquals(outOfScope("23:40", "23:10"), error(code));
    }

    @Test
    void aBindingInScopeClashesWithADeclaration() {
        // if (!(o instanceof String p)) return 0; String p = "";
        t.at(21, 3);
        Statement leave = t.ifElse(not(isString("p")), t.ret(t.lit(0)), null);
        t.at(22, 3);
        Code code = function("Clash", leave, t.local(t.type(String.class), "p", t.lit("")), t.ret(t.name("p")));
        assertEquals("Pattern.jjava:22:3: error: the local variable p clashes with the local variable p declared at "
                + "Pattern.jjava:21:3, which is in scope here", error(code));
    }
}
