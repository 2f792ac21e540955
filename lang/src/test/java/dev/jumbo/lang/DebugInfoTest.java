package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.Expression;
import dev.jumbo.lang.tree.Lambda;
import dev.jumbo.lang.tree.Parameter;
import dev.jumbo.lang.tree.TypeNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SourceFile and LineNumberTable point into the generator's .jjava file; jumbo.dump writes class and source. */
class DebugInfoTest {
    private final Trees t = new Trees("Thrower.jjava", DebugInfoTest.class);

    private Code thrower() {
        t.at(41, 9);
        Code throwing = t.statements(t.doThrow(t.newObject(t.type(IllegalStateException.class), t.lit("boom"))));
        t.at(10, 1);
        return t.supplier("Thrower", t.stmt(throwing));
    }

    @Test
    void stackFrameNamesTheJjavaFileAndTheQuotesLine() {
        Supplier<?> supplier = Verified.instance(thrower(), Supplier.class);

        IllegalStateException thrown = assertThrows(IllegalStateException.class, supplier::get);

        StackTraceElement frame = thrown.getStackTrace()[0];
        assertEquals("Thrower.jjava", frame.getFileName());
        assertEquals(41, frame.getLineNumber());
        assertEquals("get", frame.getMethodName());
    }

    @Test
    void dumpWritesTheClassFileAndItsSource(@TempDir Path directory) throws Exception {
        String previous = System.getProperty("jumbo.dump");
        System.setProperty("jumbo.dump", directory.toString());
        try {
            Class<?> defined = thrower().defineClass();

            Path classFile = directory.resolve(defined.getName().replace('.', '/') + ".class");
            Path source = directory.resolve(defined.getName().replace('.', '/') + ".java");
            assertTrue(Files.size(classFile) > 0);
            assertTrue(Files.readString(source).contains("throw new java.lang.IllegalStateException(\"boom\");"),
                    Files.readString(source));
        } finally {
            if (previous == null) {
                System.clearProperty("jumbo.dump");
            } else {
                System.setProperty("jumbo.dump", previous);
            }
        }
    }

    @Test
    void nullPointerMessagesNameParameters() {
        // public Object apply(Object r) { return r.toString(); }, and one whose lambda's parameter is null:
        // Function<Object, Object> f = x -> x.toString(); return f.apply(r); the LocalVariableTable gives their names
        Code readsParameter = function("ReadsParameter", t.ret(t.call(t.name("r"), "toString")));
        TypeNode functionType = t.type(java.util.function.Function.class);
        Expression lambda = new Lambda(t.p(), java.util.List.of(new Parameter(t.p(), 0, null, "x", false)),
                t.call(t.name("x"), "toString"));
        Code readsLambdaParameter = function("ReadsLambdaParameter", t.local(functionType, "f", lambda),
                t.ret(t.call(t.name("f"), "apply", t.name("r"))));

        NullPointerException parameter = assertThrows(NullPointerException.class,
                () -> Verified.instance(readsParameter, java.util.function.Function.class).apply(null));
        NullPointerException lambdaParameter = assertThrows(NullPointerException.class,
                () -> Verified.instance(readsLambdaParameter, java.util.function.Function.class).apply(null));

        assertTrue(parameter.getMessage().endsWith("because \"r\" is null"), parameter.getMessage());
        assertTrue(lambdaParameter.getMessage().endsWith("because \"x\" is null"), lambdaParameter.getMessage());
    }

    private Code function(String name, dev.jumbo.lang.tree.Statement... body) {
        return t.types(t.classDecl(name, java.util.List.of(t.type(java.util.function.Function.class)),
                t.publicMethod(t.type(Object.class), "apply", java.util.List.of(t.param(t.type(Object.class), "r")), body)));
    }
}
