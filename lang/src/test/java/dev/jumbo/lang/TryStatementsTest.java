package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.*;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The frames of exception handlers: every instruction of a try's range must fit its handler's frame. */
class TryStatementsTest {
    private final Trees t = new Trees("Tries.jjava", TryStatementsTest.class);

    private Object get(Statement... body) {
        return Verified.instance(t.supplier("Case", body), Supplier.class).get();
    }

    private Statement tryCatch(Block body, String caught, Statement... handler) {
        return new Try(t.p(), List.of(), body, List.of(new CatchClause(t.p(), 0,
                List.of(t.type(NumberFormatException.class)), caught, t.block(handler))), null);
    }

    @Test
    void aStoreThatChangesASlotsTypeInTheFirstTryOfAMethodFitsTheHandler() {
        // Found by RandomCompositionTest (fragment 5713): ASM starts a basic block after each store only once
        // a handler is known, and lang registers a try's handlers after its body, so in the first try of a
        // method the handler's frame missed the int stored over a String slot before a call that may throw
        // (VerifyError: Type integer is not assignable to 'java/lang/String').
        // { String r = "x"; }
        // try { { int n = Integer.parseInt("y"); } { String q = "z"; if (q.isEmpty()) q = "w"; } }
        // catch (NumberFormatException e) { return "caught"; }
        // return "no";
        Statement before = t.block(t.local(t.type(String.class), "r", t.lit("x")));
        Block body = t.block(
                t.block(t.local(t.type(int.class), "n", t.call(t.staticRef(Integer.class), "parseInt", t.lit("y")))),
                t.block(t.local(t.type(String.class), "q", t.lit("z")),
                        t.ifElse(t.call(t.name("q"), "isEmpty"), t.exec(t.assign(t.name("q"), t.lit("w"))), null)));

        Object result = get(before, tryCatch(body, "e", t.ret(t.lit("caught"))), t.ret(t.lit("no")));

        assertEquals("caught", result);
    }

    @Test
    void theSameInASynchronizedBlock() {
        // { String r = "x"; }
        // synchronized (this) { { int n = Integer.parseInt("7"); } { String q = "z"; if (q.isEmpty()) q = "w"; } }
        // return "done";
        Statement before = t.block(t.local(t.type(String.class), "r", t.lit("x")));
        Statement locked = new Synchronized(t.p(), t.self(), t.block(
                t.block(t.local(t.type(int.class), "n", t.call(t.staticRef(Integer.class), "parseInt", t.lit("7")))),
                t.block(t.local(t.type(String.class), "q", t.lit("z")),
                        t.ifElse(t.call(t.name("q"), "isEmpty"), t.exec(t.assign(t.name("q"), t.lit("w"))), null))));

        assertEquals("done", get(before, locked, t.ret(t.lit("done"))));
    }
}
