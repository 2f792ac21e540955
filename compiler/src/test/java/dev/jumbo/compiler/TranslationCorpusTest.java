package dev.jumbo.compiler;

import dev.jumbo.lang.Category;
import dev.jumbo.lang.Code;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The translation corpus: {@code src/test/resources/translation/<feature>/<Case>.jjava} (with
 * the {@code .java} files beside them) are compiled together by jjavac. Each case's static
 * {@code quote()} builds a fragment whose {@code show()}, white space collapsed, must equal its
 * {@code // expect: } lines joined by spaces; with a {@code // run: } line, the fragment is also
 * run (an expression by {@code eval()}, a class by {@code defineClass()} and its static
 * {@code run()}) and the result's {@code String.valueOf} must equal it.
 *
 * <p>The expectations are golden lines. To regenerate them from what the compiler and lang
 * now produce (after a deliberate change to {@code show()}, or for a new case written with a
 * {@code quote()} method and no {@code // expect: } lines; add a {@code // run: } line, with
 * any text, to a case whose fragment should also be run):
 * <pre>
 * mvn -B -q -o -pl grammar,lang install -DskipTests
 * mvn -B -o -pl compiler test -Dtest=TranslationCorpusTest -Djumbo.regenerate=true
 * git diff compiler/src/test/resources/translation   # check every change by eye
 * </pre>
 * Regeneration rewrites each case's {@code // expect: } lines (wrapped at 111 columns) and
 * its {@code // run: } line in place instead of asserting them; the corpus must still
 * compile. Then run the test again without the property.
 */
class TranslationCorpusTest {
    private static final Path CORPUS = Path.of("src/test/resources/translation");
    private static final String EXPECT = "// expect: ";
    private static final String RUN = "// run: ";

    @TempDir
    static Path output;
    static CompileResult result;
    static ClassLoader loader;

    @BeforeAll
    static void compileTheCorpus() throws IOException {
        result = new JumboCompiler().compile(CompileRequest.builder()
                .source(CORPUS)
                .outputDirectory(output)
                .build());
        loader = new URLClassLoader(new URL[] {output.toUri().toURL()}, TranslationCorpusTest.class.getClassLoader());
    }

    @TestFactory
    Stream<DynamicTest> everyQuoteBuildsItsExpectedTree() throws IOException {
        List<Path> cases;
        try (Stream<Path> walk = Files.walk(CORPUS)) {
            cases = walk.filter(path -> path.toString().endsWith(".jjava")).sorted().toList();
        }
        assertFalse(cases.isEmpty(), "no cases under " + CORPUS.toAbsolutePath());
        return cases.stream().map(file -> DynamicTest.dynamicTest(CORPUS.relativize(file).toString(), () -> check(file)));
    }

    private static void check(Path file) throws Exception {
        String expected = ExpectationLines.read(file, EXPECT).stream().map(String::strip).collect(Collectors.joining(" "));
        List<String> runs = ExpectationLines.read(file, RUN);
        assertTrue(result.success(), result::formattedDiagnostics);

        Code code = quote(file);
        String shown = code.show().replaceAll("\\s+", " ").strip();

        if (ExpectationLines.regenerating()) {
            regenerate(file, shown, runs.isEmpty() ? null : String.valueOf(run(code)));
            return;
        }
        assertTrue(!expected.isEmpty(), file + " has no " + EXPECT + "lines");
        assertEquals(expected, shown);
        for (String run : runs) {
            assertEquals(run, String.valueOf(run(code)));
        }
    }

    /** Writes the actual {@code show()} and run result as the case's golden lines. */
    private static void regenerate(Path file, String shown, String ran) throws IOException {
        List<String> golden = new ArrayList<>(ExpectationLines.wrapped(EXPECT, shown));
        if (ran != null) {
            assertFalse(ran.contains("\n") || ran.contains("\r"), file + ": a // run: line cannot hold the result " + ran);
            golden.add(RUN + ran);
        }
        ExpectationLines.rewrite(file, List.of(EXPECT, RUN), golden);
    }

    private static Code quote(Path file) throws Exception {
        String relative = CORPUS.relativize(file).toString();
        String className = relative.substring(0, relative.length() - ".jjava".length()).replace('/', '.');
        Method quote = loader.loadClass("translation." + className).getDeclaredMethod("quote");
        quote.setAccessible(true);
        return (Code) quote.invoke(null);
    }

    private static Object run(Code code) throws Exception {
        if (code.category() == Category.EXPRESSION) {
            return code.eval();
        }
        return code.defineClass().getMethod("run").invoke(null);
    }
}
