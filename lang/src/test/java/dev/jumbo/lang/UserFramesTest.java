package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.Trees;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An uncaught {@code CodeException} shows the generator's frames and, as jjavac prints a build-time error, the source
 * line with a caret; lang's own frames are in its cause only with {@code -Djumbo.internalTrace=true}.
 */
class UserFramesTest {
    private final Trees t = new Trees("Gen.jjava", UserFramesTest.class);

    @Test
    void callerFramesComeFirstWithoutLangFrames() {
        t.at(4, 9);
        Code generated = t.supplier("Unbound", t.ret(t.name("missing")));

        CodeException error = defineCatching(generated);

        StackTraceElement[] frames = error.getStackTrace();
        assertEquals(Code.class.getName() + ".defineClass", frames[0].getClassName() + "." + frames[0].getMethodName());
        assertEquals(UserFramesTest.class.getName() + ".defineCatching", frames[1].getClassName() + "." + frames[1].getMethodName());
        assertTrue(Arrays.stream(frames).noneMatch(frame -> frame.getClassName().startsWith("dev.jumbo.lang.emit.")),
                Arrays.toString(frames));
        assertNull(error.getCause());
    }

    @Test
    void langFramesAreTheCauseWhenAskedFor() {
        t.at(4, 9);
        Code generated = t.supplier("Unbound", t.ret(t.name("missing")));
        System.setProperty("jumbo.internalTrace", "true");
        CodeException error;
        try {
            error = defineCatching(generated);
        } finally {
            System.clearProperty("jumbo.internalTrace");
        }

        Throwable cause = error.getCause();

        assertEquals(error.getMessage(), cause.getMessage());
        assertTrue(Arrays.stream(cause.getStackTrace()).anyMatch(frame -> frame.getClassName().startsWith("dev.jumbo.lang.emit.")));
    }

    @Test
    void printedWithTheSourceLineAndACaret() {
        // line 3 of Gen.jjava, as the compiler keeps it: a tab, then the quote; `missing` is at column 12
        Trees lines = new Trees(new Source("Gen.jjava", UserFramesTest.class, "\n\n\treturn $< missing + 1 >$;"));
        Code fragment = lines.at(3, 12).expression(lines.bin(dev.jumbo.lang.tree.BinaryOperator.ADD, lines.name("missing"),
                lines.lit(1)));

        CodeException error = assertThrows(CodeException.class, fragment::eval);

        assertEquals(List.of("dev.jumbo.lang.CodeException: " + error.getMessage(), "\treturn $< missing + 1 >$;",
                "\t          ^"), error.toString().lines().toList());
        assertTrue(error.getMessage().startsWith("Gen.jjava:3:12: error: cannot find symbol"), error.getMessage());
    }

    /** Calls {@code defineClass} directly, so the frame below it is this method. */
    private static CodeException defineCatching(Code code) {
        try {
            code.defineClass();
        } catch (CodeException error) {
            return error;
        }
        throw new AssertionError("the fragment was defined");
    }

    @Test
    void everyEntryPointTrimsItsFrames() {
        t.at(7, 3);
        Code broken = t.supplier("Broken", t.ret(t.name("missing")));
        Code brokenExpression = t.expression(t.name("missing"));

        for (Runnable entry : new Runnable[] {broken::toClassFile, broken::toClassFiles, brokenExpression::eval,
                () -> broken.defineClass(java.lang.invoke.MethodHandles.lookup())}) {
            CodeException error = assertThrows(CodeException.class, entry::run);

            assertEquals(Code.class.getName(), error.getStackTrace()[0].getClassName());
        }
    }
}
