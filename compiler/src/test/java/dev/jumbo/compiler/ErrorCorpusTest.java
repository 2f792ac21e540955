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
 * file named by its name only), one line of output per line.
 *
 * <p>The expectations are golden lines. To regenerate them from what the compiler now reports
 * (after a deliberate change of a message, or for a new case written without
 * {@code // expect: } lines):
 * <pre>
 * mvn -B -q -o -pl grammar,lang install -DskipTests
 * mvn -B -o -pl compiler test -Dtest=ErrorCorpusTest -Djumbo.regenerate=true
 * git diff compiler/src/test/resources/errors   # check every change by eye
 * </pre>
 * Regeneration rewrites each case's {@code // expect: } lines in place instead of asserting
 * them; a case that compiles still fails the test. Then run the test again without the property.
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
        String expected = ExpectationLines.read(file, EXPECT).stream()
                .map(line -> line + "\n")
                .collect(Collectors.joining());

        CompileResult result = new JumboCompiler().compile(CompileRequest.builder()
                .source(file)
                .outputDirectory(output.resolve(file.getFileName().toString()))
                .build());

        assertFalse(result.success(), file + " compiles");
        String actual = result.formattedDiagnostics().replace(file.getParent() + "/", "");
        if (ExpectationLines.regenerating()) {
            ExpectationLines.rewrite(file, List.of(EXPECT), actual.lines().map(line -> EXPECT + line).toList());
            return;
        }
        assertTrue(!expected.isEmpty(), file + " has no " + EXPECT + "lines");
        assertEquals(expected, actual);
    }
}
