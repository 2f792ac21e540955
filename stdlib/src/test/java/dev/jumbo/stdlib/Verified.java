package dev.jumbo.stdlib;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.lang.Code;
import dev.jumbo.lang.define.Definer;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.invoke.MethodHandles;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/** Every generated class goes through ASM's CheckClassAdapter (with data-flow checks) before it is used. */
final class Verified {
    private Verified() {
    }

    static void check(Code type, ClassLoader loader) {
        check(type, type.toClassFile(), loader);
    }

    /** The class file of a hidden nestmate of {@code host}, as {@code type.defineClass(host)} defines it. */
    static void check(Code type, MethodHandles.Lookup host) {
        check(type, Definer.hiddenClassFile(type, host), host.lookupClass().getClassLoader());
    }

    private static void check(Code type, byte[] classFile, ClassLoader loader) {
        StringWriter problems = new StringWriter();
        CheckClassAdapter.verify(new ClassReader(classFile), loader, false, new PrintWriter(problems));
        assertEquals("", problems.toString(), "CheckClassAdapter found problems in\n" + type.show());
    }

    static <T> T instance(Class<?> defined, Class<T> type) {
        try {
            return type.cast(defined.getDeclaredConstructor().newInstance());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
