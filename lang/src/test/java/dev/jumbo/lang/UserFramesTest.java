package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.Trees;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** An uncaught {@code CodeException} shows the generator's frames first; lang's own frames are in its cause. */
class UserFramesTest {
    private final Trees t = new Trees("Gen.jjava", UserFramesTest.class);

    @Test
    void callerFramesComeFirstAndLangFramesAreTheCause() {
        t.at(4, 9);
        Code generated = t.supplier("Unbound", t.ret(t.name("missing")));

        CodeException error = defineCatching(generated);

        StackTraceElement[] frames = error.getStackTrace();
        assertEquals(Code.class.getName() + ".defineClass", frames[0].getClassName() + "." + frames[0].getMethodName());
        assertEquals(UserFramesTest.class.getName() + ".defineCatching", frames[1].getClassName() + "." + frames[1].getMethodName());
        assertTrue(Arrays.stream(frames).noneMatch(frame -> frame.getClassName().startsWith("dev.jumbo.lang.emit.")),
                Arrays.toString(frames));
        Throwable cause = error.getCause();
        assertEquals(error.getMessage(), cause.getMessage());
        assertTrue(Arrays.stream(cause.getStackTrace()).anyMatch(frame -> frame.getClassName().startsWith("dev.jumbo.lang.emit.")));
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
