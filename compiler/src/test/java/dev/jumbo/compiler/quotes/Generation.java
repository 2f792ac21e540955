package dev.jumbo.compiler.quotes;

import dev.jumbo.lang.Code;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The generated side of a case: lang's class files must pass ASM's {@link CheckClassAdapter}
 * (structure and, with the loader of the defined class, data flow), and the class defined by
 * {@code defineClass()} must link. The first class comes from {@code toClassFile()}; all of them,
 * nested and lambda-hosting classes included, from {@code -Djumbo.dump}, which the harness sets
 * around the definition. A {@code CodeException} passes through: it is lang's answer.
 */
final class Generation {
    private static final String DUMP = "jumbo.dump";

    private Generation() {
    }

    static Class<?> define(Code code, Path dump) throws IOException {
        byte[] classFile = code.toClassFile();
        Class<?> defined;
        String previous = System.getProperty(DUMP);
        System.setProperty(DUMP, dump.toString());
        try {
            defined = code.defineClass();
            defined.getDeclaredMethods(); // links the class, so the JVM verifies it here
        } catch (LinkageError broken) {
            throw new AssertionError("lang's class does not load: " + broken + "\n"
                    + check(classFile, Generation.class.getClassLoader()) + "\n" + code.show(), broken);
        } finally {
            if (previous == null) {
                System.clearProperty(DUMP);
            } else {
                System.setProperty(DUMP, previous);
            }
        }
        StringBuilder problems = new StringBuilder(check(classFile, defined.getClassLoader()));
        List<Path> dumped;
        try (Stream<Path> files = Files.walk(dump)) {
            dumped = files.filter(file -> file.toString().endsWith(".class")).sorted().toList();
        }
        if (dumped.isEmpty()) {
            throw new AssertionError("-D" + DUMP + "=" + dump + " wrote no class file");
        }
        for (Path file : dumped) {
            String complaints = check(Files.readAllBytes(file), defined.getClassLoader());
            if (!complaints.isEmpty()) {
                problems.append(dump.relativize(file)).append(":\n").append(complaints);
            }
        }
        if (problems.length() > 0) {
            throw new AssertionError("CheckClassAdapter rejects lang's classes:\n" + problems + "\n" + code.show());
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
