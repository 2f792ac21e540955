package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.*;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** try-with-resources: reverse closing order, null resources skipped, close failures suppressed. */
class ResourcesTest {
    private final Trees t = new Trees("Resources.jjava", ResourcesTest.class);

    /** A resource that logs, and fails on close when asked. */
    public static final class Resource implements AutoCloseable {
        private final String name;
        private final StringBuilder log;
        private final boolean failOnClose;

        public Resource(String name, StringBuilder log, boolean failOnClose) {
            this.name = name;
            this.log = log;
            this.failOnClose = failOnClose;
        }

        @Override
        public void close() {
            log.append("close ").append(name).append(' ');
            if (failOnClose) {
                throw new IllegalStateException("close " + name);
            }
        }
    }

    /**
     * {@code StringBuilder log = new StringBuilder(); try (Resource a = new Resource("a", log, false); Resource none = null;
     * Resource b = new Resource("b", log, failB)) { log.append("body "); if (fail) throw new IllegalArgumentException("body"); }
     * catch (RuntimeException e) { log.append("caught ").append(e.getMessage()).append(' ').append(e.getSuppressed().length); }
     * finally { log.append(" finally"); } return log.toString();}
     */
    private Object run(boolean fail, boolean failB) {
        TypeNode resource = t.type(Resource.class);
        Statement log = t.local(t.type(StringBuilder.class), "log", t.newObject(t.type(StringBuilder.class)));
        Statement a = t.local(resource, "a", t.newObject(resource, t.lit("a"), t.name("log"), t.lit(false)));
        Statement none = t.local(resource, "none", t.lit(null));
        Statement b = t.local(resource, "b", t.newObject(resource, t.lit("b"), t.name("log"), t.lit(failB)));
        Block body = t.block(t.exec(t.call(t.name("log"), "append", t.lit("body "))),
                t.ifElse(t.lit(fail), t.doThrow(t.newObject(t.type(IllegalArgumentException.class), t.lit("body"))), null));
        Expression caught = t.call(t.call(t.name("log"), "append", t.lit("caught ")), "append",
                t.call(t.name("e"), "getMessage"));
        caught = t.call(t.call(caught, "append", t.lit(' ')), "append",
                t.field(t.call(t.name("e"), "getSuppressed"), "length"));
        CatchClause handler = new CatchClause(t.p(), 0, List.of(t.type(RuntimeException.class)), "e",
                t.block(t.exec(caught)));
        Statement statement = new Try(t.p(), List.of(a, none, b), body, List.of(handler),
                t.block(t.exec(t.call(t.name("log"), "append", t.lit(" finally")))));
        Code code = t.supplier("Resources" + fail + failB, log, statement, t.ret(t.call(t.name("log"), "toString")));
        return Verified.instance(code, Supplier.class).get();
    }

    @Test
    void closesInReverseOrderSkippingNull() {
        assertEquals("body close b close a  finally", run(false, false));
    }

    @Test
    void closesOnExceptionAndSuppressesCloseFailures() {
        assertEquals("body close b close a caught body 0 finally", run(true, false));
        assertEquals("body close b close a caught body 1 finally", run(true, true));
    }

    @Test
    void closeFailureWithoutPrimaryIsThrown() {
        assertEquals("body close b close a caught close b 0 finally", run(false, true));
    }
}
