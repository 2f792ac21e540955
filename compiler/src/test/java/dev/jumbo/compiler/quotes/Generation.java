package dev.jumbo.compiler.quotes;

import dev.jumbo.lang.Code;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * The generated side of a case: lang's class file must pass ASM's {@link CheckClassAdapter}
 * (structure and, with the loader of the defined class, data flow), and the class defined by
 * {@code defineClass()} must link. A {@code CodeException} passes through: it is lang's answer.
 */
final class Generation {
    private Generation() {
    }

    static Class<?> define(Code code) {
        byte[] classFile = code.toClassFile();
        Class<?> defined;
        try {
            defined = code.defineClass();
            defined.getDeclaredMethods(); // links the class, so the JVM verifies it here
        } catch (LinkageError broken) {
            throw new AssertionError("lang's class does not load: " + broken + "\n"
                    + check(classFile, Generation.class.getClassLoader()) + "\n" + code.show(), broken);
        }
        String problems = check(classFile, defined.getClassLoader());
        if (!problems.isEmpty()) {
            throw new AssertionError("CheckClassAdapter rejects lang's class:\n" + problems + "\n" + code.show());
        }
        return defined;
    }

    /** CheckClassAdapter's complaints about a class file; empty when it has none. */
    static String check(byte[] classFile, ClassLoader loader) {
        StringWriter problems = new StringWriter();
        try {
            CheckClassAdapter.verify(new ClassReader(classFile), loader, false, new PrintWriter(problems));
        } catch (RuntimeException malformed) {
            StringWriter trace = new StringWriter();
            malformed.printStackTrace(new PrintWriter(trace));
            return problems + trace.toString();
        }
        return problems.toString();
    }
}
