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
 * {@code run()}) and the result's {@code String.valueOf} must equal it. To add a case, write it,
 * compile it with {@code bin/jjavac}, check {@code show()} by eye, and copy it into the file.
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
        List<String> lines = Files.readAllLines(file);
        String expected = lines.stream().filter(line -> line.startsWith(EXPECT))
                .map(line -> line.substring(EXPECT.length()).strip()).collect(Collectors.joining(" "));
        assertTrue(!expected.isEmpty(), file + " has no " + EXPECT + "lines");
        assertTrue(result.success(), result::formattedDiagnostics);

        Code code = quote(file);

        assertEquals(expected, code.show().replaceAll("\\s+", " ").strip());
        for (String line : lines) {
            if (line.startsWith(RUN)) {
                assertEquals(line.substring(RUN.length()), String.valueOf(run(code)));
            }
        }
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
