package dev.jumbo.lang.support;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.lang.Code;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/** Every generated class goes through ASM's CheckClassAdapter (with data-flow checks), then is loaded. */
public final class Verified {
    private Verified() {
    }

    public static void check(byte[] bytes, ClassLoader loader) {
        StringWriter problems = new StringWriter();
        CheckClassAdapter.verify(new ClassReader(bytes), loader, false, new PrintWriter(problems));
        assertEquals("", problems.toString(), "CheckClassAdapter found problems");
    }

    /** Defines the unit, checks each of its class files with the defining loader (which sees the siblings), loads the class. */
    public static Class<?> define(Code code) {
        Class<?> defined = code.defineClass();
        for (byte[] classFile : dev.jumbo.lang.define.Definer.classFiles(code).values()) {
            check(classFile, defined.getClassLoader());
        }
        try {
            Class.forName(defined.getName(), true, defined.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
        return defined;
    }

    @SuppressWarnings("unchecked")
    public static <T> T instance(Code code, Class<T> type) {
        try {
            var constructor = define(code).getDeclaredConstructor();
            constructor.setAccessible(true);
            return (T) constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
