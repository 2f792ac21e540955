package dev.jumbo.compiler;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The error corpus: each {@code src/test/resources/errors/<kind>/<case>.jjava} is compiled
 * alone and must fail with exactly the diagnostics of its {@code // expect: } lines (the
 * file named by its name only). To add a case, write the file, run {@code jjavac} on it,
 * check the output by eye, and copy it into {@code // expect: } lines.
 */
class ErrorCorpusTest {
    private static final Path CORPUS = Path.of("src/test/resources/errors");
    private static final String EXPECT = "// expect: ";

    @TempDir
    Path output;

    @TestFactory
    Stream<DynamicTest> everyCaseFailsWithItsExpectedMessages() throws IOException {
        List<Path> cases;
        try (Stream<Path> walk = Files.walk(CORPUS)) {
            cases = walk.filter(path -> path.toString().endsWith(".jjava")).sorted().toList();
        }
        assertFalse(cases.isEmpty(), "no cases under " + CORPUS.toAbsolutePath());
        return cases.stream().map(file -> DynamicTest.dynamicTest(CORPUS.relativize(file).toString(), () -> check(file)));
    }

    private void check(Path file) throws IOException {
        String expected = Files.readAllLines(file).stream()
                .filter(line -> line.startsWith(EXPECT))
                .map(line -> line.substring(EXPECT.length()) + "\n")
                .collect(Collectors.joining());
        assertTrue(!expected.isEmpty(), file + " has no " + EXPECT + "lines");

        CompileResult result = new JumboCompiler().compile(CompileRequest.builder()
                .source(file)
                .outputDirectory(output.resolve(file.getFileName().toString()))
                .build());

        assertFalse(result.success());
        String actual = result.formattedDiagnostics().replace(file.getParent() + "/", "");
        assertEquals(expected, actual);
    }
}
