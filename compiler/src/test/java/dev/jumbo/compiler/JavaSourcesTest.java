package dev.jumbo.compiler;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Plain {@code .java} sources go through the compiler as through javac, with the compiler's diagnostics. */
class JavaSourcesTest {
    @TempDir
    Path directory;

    @Test
    void javacErrorsAreFormattedWithSimpleTypeNames() throws IOException {
        Path source = write("p/A.java", """
                package p;
                class A {
                    int x = "s";
                }
                """);

        CompileResult result = compile(directory.resolve("src"));

        assertFalse(result.success());
        assertEquals(source + ":3:13: error: incompatible types: String cannot be converted to int\n"
                + "    int x = \"s\";\n"
                + "            ^\n", result.formattedDiagnostics());
    }

    @Test
    void aMissingFileIsAnErrorNotAnException() {
        CompileResult result = compile(directory.resolve("Missing.java"));

        assertEquals("error: file not found: " + directory.resolve("Missing.java") + "\n", result.formattedDiagnostics());
    }

    @Test
    void theResultNamesClassFilesAndTypeDependencies() throws IOException {
        Path a = write("p/A.java", "package p; public class A { B b; static class Inner {} }\n");
        Path b = write("p/B.java", "package p; public class B { String s; }\n");

        CompileResult result = compile(directory.resolve("src"));

        assertTrue(result.success(), result::formattedDiagnostics);
        SourceUnit unitA = result.unit(a).orElseThrow();
        assertEquals(Set.of("p.A", "p.A$Inner"), unitA.definedTypes());
        assertEquals(Set.of("p.B"), unitA.referencedTypes());
        assertEquals(Set.of(directory.resolve("out/p/A.class"), directory.resolve("out/p/A$Inner.class")),
                Set.copyOf(unitA.classFiles()));
        assertEquals(Set.of(), result.unit(b).orElseThrow().referencedTypes());
    }

    private Path write(String relative, String text) throws IOException {
        Path file = directory.resolve("src").resolve(relative);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    private CompileResult compile(Path source) {
        return new JumboCompiler().compile(CompileRequest.builder()
                .source(source)
                .outputDirectory(directory.resolve("out"))
                .build());
    }
}
