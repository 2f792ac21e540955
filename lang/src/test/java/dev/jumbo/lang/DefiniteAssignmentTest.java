package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.*;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** A local is read only where it is definitely assigned (JLS 16), else a CodeException, never a VerifyError. */
class DefiniteAssignmentTest {
    private final Trees t = new Trees("Assigned.jjava", DefiniteAssignmentTest.class);

    private Statement declare(String name) {
        return new LocalVariable(t.p(), 0, t.type(int.class), List.of(new VariableDeclarator(t.p(), name, 0, null)));
    }

    private Statement set(String name, int value) {
        return t.exec(t.assign(t.name(name), t.lit(value)));
    }

    private String error(String name, Statement... body) {
        CodeException error = assertThrows(CodeException.class, () -> t.supplier(name, body).defineClass());
        return error.getMessage();
    }

    @Test
    void readBeforeAssignmentIsAnError() {
        t.at(3, 5);
        assertEquals("Assigned.jjava:3:5: error: variable x might not have been initialized",
                error("Unassigned", declare("x"), t.ret(t.name("x"))));
    }

    @Test
    void assignmentOnOneBranchOnlyIsAnError() {
        t.at(4, 1);
        Statement oneBranch = t.ifElse(t.bin(LESS, t.call(t.staticRef(Math.class), "random"), t.lit(0.5)), set("x", 1), null);
        assertEquals("Assigned.jjava:4:1: error: variable x might not have been initialized",
                error("OneBranch", declare("x"), oneBranch, t.ret(t.name("x"))));
    }

    @Test
    void assignmentsOnEveryPathAreAccepted() {
        // int x; if (r < 2) x = 1; else x = 2; int y; while (true) { y = x + 10; break; }
        // int z; boolean ok = r >= 0 && (z = 5) > 0; if (r >= 0 && (z = 7) > 0) { return x + y + z; } return -1;
        Statement r = t.local(t.type(int.class), "r", t.lit(1));
        Statement both = t.ifElse(t.bin(LESS, t.name("r"), t.lit(2)), set("x", 1), set("x", 2));
        Statement loop = t.whileLoop(t.lit(true), t.block(t.exec(t.assign(t.name("y"), t.bin(ADD, t.name("x"), t.lit(10)))),
                new Break(t.p(), null)));
        Expression guarded = t.bin(CONDITIONAL_AND, t.bin(GREATER_EQUAL, t.name("r"), t.lit(0)),
                t.bin(GREATER, t.assign(t.name("z"), t.lit(7)), t.lit(0)));
        Statement use = t.ifElse(guarded, t.ret(t.bin(ADD, t.bin(ADD, t.name("x"), t.name("y")), t.name("z"))), null);
        Code code = t.supplier("EveryPath", r, declare("x"), both, declare("y"), loop, declare("z"), use,
                t.ret(t.lit(-1)));

        assertEquals(19, Verified.instance(code, Supplier.class).get());
    }

    @Test
    void switchGroupLocalIsVisibleButUnassignedInLaterGroups() {
        // switch (k) { case 1: int v = 10; return v; case 2: v = 20; return v; default: return v; }
        List<Case> cases = List.of(
                new SwitchCase(t.p(), List.of(t.lit(1)), false, false, List.of(
                        t.local(t.type(int.class), "v", t.lit(10)), t.ret(t.name("v")))),
                new SwitchCase(t.p(), List.of(t.lit(2)), false, false, List.of(set("v", 20), t.ret(t.name("v")))));
        Statement valid = new Switch(t.p(), t.lit(2), cases);
        assertEquals(20, Verified.instance(t.supplier("Groups", valid, t.ret(t.lit(0))), Supplier.class).get());

        t.at(9, 2);
        List<Case> reading = List.of(
                new SwitchCase(t.p(), List.of(t.lit(1)), false, false, List.of(
                        t.local(t.type(int.class), "v", t.lit(10)), t.ret(t.name("v")))),
                new SwitchCase(t.p(), List.of(), true, false, List.of(t.ret(t.name("v")))));
        assertEquals("Assigned.jjava:9:2: error: variable v might not have been initialized",
                error("GroupsRead", new Switch(t.p(), t.lit(2), reading)));
    }

    @Test
    void finallyMayNotReadWhatTheTryAssigns() {
        t.at(6, 3);
        Statement statement = new Try(t.p(), List.of(), t.block(set("x", 1)), List.of(),
                t.block(t.exec(t.call(t.staticRef(String.class), "valueOf", t.name("x")))));
        assertEquals("Assigned.jjava:6:3: error: variable x might not have been initialized",
                error("FinallyRead", declare("x"), statement, t.ret(t.lit(null))));
    }
}
