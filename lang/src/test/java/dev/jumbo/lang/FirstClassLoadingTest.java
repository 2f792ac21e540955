package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.ADD;
import static dev.jumbo.lang.tree.BinaryOperator.EQUAL;
import static dev.jumbo.lang.tree.BinaryOperator.LESS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.Statement;
import dev.jumbo.lang.tree.UnaryOperator;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;

/**
 * What the first class of a fresh JVM loads: each class of lang it touches costs loading and verification,
 * and each lambda a class spun at its first use. A plain class (a creation, calls, a loop, an increment, a
 * compound assignment, a negated condition, arithmetic, string concatenation) must neither spin a lambda of
 * lang nor load the machinery of generic calls and local classes; a generic call must still load inference.
 */
class FirstClassLoadingTest {
    /** Classes that only some classes need. */
    private static final List<String> NOT_FOR_PLAIN_CLASSES = List.of("dev.jumbo.lang.type.Inference",
            "dev.jumbo.lang.type.UnitGenerics", "dev.jumbo.lang.emit.LocalClasses",
            "dev.jumbo.lang.emit.ExplicitTypeArguments", "dev.jumbo.lang.emit.SignaturePolymorphic");

    /** Defines one class in a fresh JVM: plain, or with a call of a generic method ({@code generic}). */
    public static final class Program {
        public static void main(String[] args) throws Exception {
            Trees t = new Trees("First.jjava", Program.class);
            List<Statement> body = new ArrayList<>();
            t.at(3, 5);
            body.add(t.local(t.type(StringBuilder.class), "text", t.newObject(t.type(StringBuilder.class))));
            body.add(t.local(t.type(int.class), "total", t.lit(0)));
            body.add(t.forLoop(t.local(t.type(int.class), "i", t.lit(0)), t.bin(LESS, t.name("i"), t.lit(3)),
                    t.un(UnaryOperator.POST_INCREMENT, t.name("i")), t.exec(t.assign(ADD, t.name("total"),
                            t.bin(ADD, t.lit(0), t.cast(t.type(int.class), t.name("i")))))));
            body.add(t.ifElse(t.un(UnaryOperator.NOT, t.bin(EQUAL, t.name("text"), t.lit(null))),
                    t.exec(t.call(t.name("text"), "append", t.bin(ADD, t.lit("total="), t.name("total")))),
                    t.exec(t.call(t.staticRef(System.class), "gc"))));
            if (args[0].equals("generic")) {
                body.add(t.exec(t.call(t.staticRef(java.util.Collections.class), "emptyList")));
            }
            body.add(t.ret(t.call(t.name("text"), "length")));
            Code code = t.types(t.classDecl("First", List.of(t.type(IntSupplier.class)),
                    t.publicMethod(t.type(int.class), "getAsInt", List.of(), body.toArray(new Statement[0]))));
            Class<?> defined = code.defineClass(MethodHandles.lookup());
            IntSupplier supplier = (IntSupplier) defined.getDeclaredConstructor().newInstance();
            System.out.println("result " + supplier.getAsInt());
            // checked after the definition, whose loading is what the test reads
            Verified.check(dev.jumbo.lang.define.Definer.hiddenClassFile(code, MethodHandles.lookup()),
                    Program.class.getClassLoader());
        }
    }

    @Test
    void aPlainClassSpinsNoLambdaOfLangAndLeavesGenericsAndLocalClassesUnloaded() throws Exception {
        List<String> loaded = loadedByFirstClass("plain");

        assertTrue(loaded.contains("dev.jumbo.lang.emit.Invocations"), "the run defined no class: " + loaded);
        for (String name : loaded) {
            boolean ofTheTest = name.startsWith(FirstClassLoadingTest.class.getName())
                    || name.startsWith(Trees.class.getPackageName() + ".");
            assertFalse(name.startsWith("dev.jumbo.lang.") && name.contains("$$Lambda") && !ofTheTest,
                    "a lambda of lang: " + name);
            assertFalse(NOT_FOR_PLAIN_CLASSES.contains(name), "loaded for a plain class: " + name);
        }
    }

    @Test
    void aGenericCallLoadsInference() throws Exception {
        List<String> loaded = loadedByFirstClass("generic");

        assertTrue(loaded.contains("dev.jumbo.lang.type.Inference"), "no inference for Collections.emptyList()");
    }

    /** This JVM's class path and module path as one class path: the tests run inside lang's module, the child on the class path. */
    private static String classPath() {
        return java.util.stream.Stream.of(System.getProperty("jdk.module.path"), System.getProperty("java.class.path"))
                .filter(path -> path != null && !path.isEmpty())
                .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator));
    }

    /** The classes a fresh JVM loads to run {@link Program}, by name, in order. */
    private static List<String> loadedByFirstClass(String variant) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-Xlog:class+load=info:stdout", "-cp", classPath(),
                Program.class.getName(), variant)
                .redirectErrorStream(true).start();
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the fresh JVM did not finish");
        assertEquals(0, process.exitValue(), output);
        // total is 0 + 1 + 2, and "total=3" is 7 characters long
        assertTrue(output.contains("result 7"), output);
        List<String> names = new ArrayList<>();
        for (String line : output.split("\n")) {
            int start = line.indexOf("[class,load] ");
            if (start >= 0) {
                String rest = line.substring(start + "[class,load] ".length());
                names.add(rest.substring(0, rest.indexOf(' ')));
            }
        }
        return names;
    }
}
