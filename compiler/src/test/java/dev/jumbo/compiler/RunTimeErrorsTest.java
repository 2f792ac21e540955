package dev.jumbo.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.lang.CodeException;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code CodeException} that a generator meets at run time prints as jjavac prints a build-time error: the
 * positioned message, the quote's source line (kept by the compiler in the file's {@code Source}) and a caret.
 */
class RunTimeErrorsTest {
    @TempDir
    Path directory;

    @Test
    void aRunTimeErrorShowsTheQuoteLineAndACaret() throws Exception {
        String text = """
                import dev.jumbo.lang.Code;
                class Gen {
                    static byte[] build(String name) {
                        Code code = $< class `Name(name) {
                            int count = "hello";
                        } >$;
                        return code.toClassFile();
                    }
                }
                """;
        Path source = directory.resolve("src/Gen.jjava");
        Files.createDirectories(source.getParent());
        Files.writeString(source, text);
        CompileResult result = new JumboCompiler().compile(CompileRequest.builder().source(directory.resolve("src"))
                .outputDirectory(directory.resolve("out")).build());
        assertTrue(result.success(), result::formattedDiagnostics);

        CodeException error = buildCatching(directory.resolve("out"));

        List<String> printed = error.toString().lines().toList();
        java.util.regex.Matcher position = java.util.regex.Pattern.compile("Gen\\.jjava:5:(\\d+): error: .*")
                .matcher(error.getMessage());
        assertTrue(position.matches(), error.getMessage());
        assertEquals("dev.jumbo.lang.CodeException: " + error.getMessage(), printed.get(0));
        assertEquals(text.lines().toList().get(4), printed.get(1));
        assertEquals(" ".repeat(Integer.parseInt(position.group(1)) - 1) + "^", printed.get(2));
        assertNull(error.getCause(), "lang's own frames stay hidden unless -Djumbo.internalTrace=true");
    }

    @Test
    void quoteLinesLongerThanAStringConstantAreKept() throws Exception {
        // 40 comment lines of 2,000 euro signs, three bytes each: 240,000 bytes, past the 65,535 of one string constant
        String comments = ("                // " + "\u20ac".repeat(2_000) + "\n").repeat(40);
        String text = "import dev.jumbo.lang.Code;\nclass Gen {\n    static byte[] build(String name) {\n"
                + "        Code code = $< class `Name(name) {\n" + comments + "                            int last = \"x\";\n"
                + "        } >$;\n        return code.toClassFile();\n    }\n}\n";
        Path source = directory.resolve("src/Gen.jjava");
        Files.createDirectories(source.getParent());
        Files.writeString(source, text);
        CompileResult result = new JumboCompiler().compile(CompileRequest.builder().source(directory.resolve("src"))
                .outputDirectory(directory.resolve("out")).build());
        assertTrue(result.success(), result::formattedDiagnostics);

        CodeException error = buildCatching(directory.resolve("out"));

        assertTrue(error.getMessage().startsWith("Gen.jjava:45:"), error.getMessage());
        assertEquals("int last = \"x\";", error.toString().lines().toList().get(1).strip());
    }

    private static CodeException buildCatching(Path classes) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                RunTimeErrorsTest.class.getClassLoader())) {
            var build = loader.loadClass("Gen").getDeclaredMethod("build", String.class);
            build.setAccessible(true);
            build.invoke(null, "Counter");
        } catch (InvocationTargetException thrown) {
            if (thrown.getCause() instanceof CodeException error) {
                return error;
            }
            throw thrown;
        }
        throw new AssertionError("the quote was generated");
    }
}
