package dev.jumbo.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
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
}
