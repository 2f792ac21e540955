package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.ADD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.tree.Switch;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One test per error kind; each checks the whole message, with the quote's and the hole's positions. */
class ErrorMessagesTest {
    private final Trees t = new Trees("Gen.jjava", ErrorMessagesTest.class);

    @Test
    void freeNameBoundNowhere() {
        t.at(4, 9);
        Code fragment = t.statements(t.ret(t.name("missing")));
        t.at(20, 13);
        Code generated = t.supplier("Unbound", t.stmt(fragment));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Gen.jjava:4:9: error: cannot find symbol: variable missing is bound nowhere where the fragment "
                + "lands (no local, parameter or field of that name) (in the fragment spliced by the hole at Gen.jjava:20:13)",
                error.getMessage());
    }

    @Test
    void freeNameInAnEvaluatedExpressionNamesNoHole() {
        t.at(8, 21);
        Code fragment = t.expression(t.bin(dev.jumbo.lang.tree.BinaryOperator.ADD, t.name("missing"), t.lit(1)));

        CodeException error = assertThrows(CodeException.class, fragment::eval);

        assertEquals("Gen.jjava:8:21: error: cannot find symbol: variable missing is bound nowhere where the fragment "
                + "lands (no local, parameter or field of that name)", error.getMessage());
    }

    @Test
    void defineClassOfAnExpressionNamesTheCategory() {
        t.at(11, 5);
        Code fragment = t.expression(t.lit(1));

        CodeException error = assertThrows(CodeException.class, fragment::defineClass);

        assertEquals("Gen.jjava:11:5: error: defineClass needs type declarations, but the fragment is an expression",
                error.getMessage());
    }

    @Test
    void methodOverTheJvmLimitIsACodeException() {
        t.at(12, 3);
        List<Code> additions = new java.util.ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            additions.add(t.statements(t.exec(t.assign(dev.jumbo.lang.tree.BinaryOperator.ADD, t.name("n"), t.lit(i)))));
        }
        Code generated = t.supplier("Huge", t.local(t.type(int.class), "n", t.lit(0)), t.body(additions),
                t.ret(t.name("n")));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertTrue(error.getMessage().startsWith("Gen.jjava:12:3: error: the method Huge.get is too large: its code takes "),
                error.getMessage());
        assertTrue(error.getMessage().endsWith(" bytes, and the JVM allows 65535 per method (JVMS 4.7.3); split its "
                + "statements into several methods"), error.getMessage());
    }

    @Test
    void aMemberHoleGivenJoinedStatementsNamesCodeSeq() {
        t.at(14, 7);
        Code joined = Code.seq(t.statements(t.exec(t.call(t.staticRef(System.class), "gc"))));

        CodeException error = assertThrows(CodeException.class, () -> t.member(joined));

        assertEquals("Gen.jjava:14:7: error: the hole `Member needs class-body declarations, but the fragment joined by "
                + "Code.seq holds other declarations", error.getMessage());
    }

    @Test
    void classMissingAnInterfaceMethod() {
        t.at(6, 1);
        Code generated = t.types(t.classDecl("Lazy", List.of(t.type(Runnable.class))));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Gen.jjava:6:1: error: the class Lazy does not implement the abstract method run() of "
                + "java.lang.Runnable; declare it, or make Lazy abstract", error.getMessage());
    }

    @Test
    void aHoleReachedTwiceAtOnePlaceIsNamedOnce() {
        t.at(4, 9);
        Code fragment = t.statements(t.ret(t.name("missing")));
        t.at(20, 13);
        Code wrapped = t.statements(t.stmt(fragment));
        Code generated = t.supplier("Twice", t.stmt(wrapped));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Gen.jjava:4:9: error: cannot find symbol: variable missing is bound nowhere where the fragment "
                + "lands (no local, parameter or field of that name) (in the fragment spliced by the hole at Gen.jjava:20:13)",
                error.getMessage());
    }

    @Test
    void typeMismatch() {
        t.at(7, 3);
        Code generated = t.supplier("Mismatch", t.local(t.type(int.class), "n", t.lit("text")), t.ret(t.name("n")));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Gen.jjava:7:3: error: type mismatch: the variable n needs int, but the expression is "
                + "java.lang.String", error.getMessage());
    }

    @Test
    void statementWhereAnExpressionIsNeeded() {
        t.at(2, 1);
        Code statement = t.statements(t.ret(t.lit(1)));
        t.at(9, 17);

        CodeException error = assertThrows(CodeException.class, () -> t.expr(statement));

        assertEquals("Gen.jjava:9:17: error: the hole `Expr needs an expression, but was given statements "
                + "(the quote at Gen.jjava:2:1)", error.getMessage());
    }

    @Test
    void callMatchingNoMethod() {
        t.at(5, 12);
        Code generated = t.supplier("NoMethod",
                t.ret(t.call(t.lit("abc"), "substring", t.lit("x"), t.lit(true))));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Gen.jjava:5:12: error: no method matches the call substring(java.lang.String, boolean) in "
                + "java.lang.String; the candidates are substring(int), substring(int, int)", error.getMessage());
    }

    @Test
    void localClashingWithOneInScope() {
        t.at(3, 5);
        Code inner = t.statements(t.local(t.type(int.class), "tmp", t.lit(2)));
        t.at(30, 9);
        Code generated = t.supplier("Clash", t.local(t.type(int.class), "tmp", t.lit(1)), t.stmt(inner),
                t.ret(t.name("tmp")));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Gen.jjava:3:5: error: the local variable tmp clashes with the local variable tmp declared at "
                + "Gen.jjava:30:9, which is in scope here (in the fragment spliced by the hole at Gen.jjava:30:9)",
                error.getMessage());
    }

    @Test
    void fragmentSplicedTwiceNamesBothHoles() {
        t.at(3, 5);
        Code declaration = t.statements(t.local(t.type(int.class), "tmp", t.lit(2)));
        t.at(30, 9);
        var first = t.stmt(declaration);
        t.at(31, 9);
        var second = t.stmt(declaration);
        Code generated = t.supplier("Twice", first, second, t.ret(t.name("tmp")));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Gen.jjava:3:5: error: the local variable tmp is declared twice in one scope: the fragment "
                + "declaring it is spliced twice, first by the hole at Gen.jjava:30:9, again here (in the fragment "
                + "spliced by the hole at Gen.jjava:31:9)", error.getMessage());
    }

    @Test
    void unsupportedConstructNamesIt() {
        t.at(6, 14);
        Code generated = t.supplier("Unsupported",
                new Switch(t.p(), t.lit(1L), List.of()), t.ret(t.lit(null)));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Gen.jjava:6:14: error: unsupported construct: switch on long (switch takes int-like values, "
                + "Strings and enums)", error.getMessage());
    }

    @Test
    void missingReturn() {
        t.at(8, 2);
        Code generated = t.supplier("NoReturn", t.exec(t.call(t.staticRef(System.class), "nanoTime")));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Gen.jjava:8:2: error: missing return statement: the method returns java.lang.Object, but its "
                + "end is reachable", error.getMessage());
    }

    @Test
    void expressionThatIsNotAStatement() {
        t.at(12, 4);
        Code generated = t.supplier("NotStatement", t.exec(t.bin(ADD, t.lit(1), t.lit(2))), t.ret(t.lit(null)));

        CodeException error = assertThrows(CodeException.class, generated::defineClass);

        assertEquals("Gen.jjava:12:4: error: not a statement: an expression of type int cannot stand alone; only "
                + "assignments, ++/--, calls and object creations can", error.getMessage());
    }

    @Test
    void illegalName() {
        t.at(1, 8);

        CodeException error = assertThrows(CodeException.class, () -> Hole.Name(t.source, t.p(), "class"));

        assertEquals("Gen.jjava:1:8: error: the hole `Name was given \"class\", which is not a legal Java identifier",
                error.getMessage());
    }
}
