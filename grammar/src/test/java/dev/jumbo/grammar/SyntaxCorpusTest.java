package dev.jumbo.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The data-driven syntax corpus: every {@code src/test/resources/syntax/<feature>/<case>.jjava}
 * is parsed as a compilation unit and checked against its {@code // expect:} lines:
 * <ul>
 *   <li>{@code // expect: parses} - no errors;</li>
 *   <li>{@code // expect: error LINE:COL message} - one line per error, all errors, in order;</li>
 *   <li>{@code // expect: quote N category} - the N-th quote (1-based, source order) parses as that
 *       fragment category: expression, blockStatements, classBodyDeclarations, typeDeclarations,
 *       switchBlockGroups or formalParameter;</li>
 *   <li>{@code // expect: node rule text} - some node whose context class is {@code rule} (a rule
 *       or alternative label) spells {@code text} (white space removed on both sides).</li>
 * </ul>
 * A case without any expectation fails.
 */
class SyntaxCorpusTest {

    private static final String EXPECT = "// expect:";

    @TestFactory
    Stream<DynamicTest> corpus() throws IOException, URISyntaxException {
        Path root = Path.of(SyntaxCorpusTest.class.getResource("/syntax").toURI());
        List<Path> cases;
        try (Stream<Path> files = Files.walk(root)) {
            cases = files.filter(file -> file.toString().endsWith(".jjava")).sorted().collect(Collectors.toList());
        }
        assertFalse(cases.isEmpty(), "no cases under " + root);
        return cases.stream().map(file -> DynamicTest.dynamicTest(root.relativize(file).toString(), () -> check(file)));
    }

    private static void check(Path file) throws IOException {
        // Arrange
        String source = Files.readString(file, StandardCharsets.UTF_8);
        List<String> expectations = source.lines()
            .map(String::strip)
            .filter(line -> line.startsWith(EXPECT))
            .map(line -> line.substring(EXPECT.length()).strip())
            .collect(Collectors.toList());
        assertFalse(expectations.isEmpty(), file + " has no '" + EXPECT + "' line");

        // Act
        ParseResult<JumboParser.CompilationUnitContext> result =
            JumboParsing.parseCompilationUnit(source, file.getFileName().toString());

        // Assert
        List<String> expectedErrors = new ArrayList<>();
        for (String expectation : expectations) {
            if (expectation.equals("parses")) {
                assertEquals(List.of(), result.errors(), "errors");
            } else if (expectation.startsWith("error ")) {
                expectedErrors.add(expectation.substring("error ".length()));
            } else if (expectation.startsWith("quote ")) {
                checkQuote(result, expectation.substring("quote ".length()));
            } else if (expectation.startsWith("node ")) {
                checkNode(result, expectation.substring("node ".length()));
            } else {
                throw new AssertionError("unknown expectation '" + expectation + "' in " + file);
            }
        }
        if (!expectedErrors.isEmpty()) {
            List<String> actualErrors = result.errors().stream()
                .map(error -> error.line() + ":" + error.column() + " " + error.message())
                .collect(Collectors.toList());
            assertEquals(expectedErrors, actualErrors, "errors");
        }
    }

    private static void checkQuote(ParseResult<?> result, String expectation) {
        String[] parts = expectation.split("\\s+");
        int index = Integer.parseInt(parts[0]);
        List<JumboParser.QuoteContext> quotes = new ArrayList<>();
        collect(result.tree(), JumboParser.QuoteContext.class, quotes);
        assertTrue(index >= 1 && index <= quotes.size(), "quote " + index + " of " + quotes.size());
        String category = contextName(quotes.get(index - 1).quoteFragment()).replaceFirst("Fragment$", "");
        assertEquals(parts[1], category, "category of quote " + index);
    }

    private static void checkNode(ParseResult<?> result, String expectation) {
        int space = expectation.indexOf(' ');
        String rule = space < 0 ? expectation : expectation.substring(0, space);
        String text = space < 0 ? "" : expectation.substring(space + 1).replaceAll("\\s+", "");
        List<ParserRuleContext> nodes = new ArrayList<>();
        collect(result.tree(), ParserRuleContext.class, nodes);
        List<String> sameRule = nodes.stream()
            .filter(node -> contextName(node).equals(rule))
            .map(node -> node.getText().replaceAll("\\s+", ""))
            .collect(Collectors.toList());
        assertTrue(sameRule.contains(text), "no " + rule + " spelling '" + text + "'; found " + sameRule);
    }

    private static <T> void collect(ParseTree tree, Class<T> type, List<T> found) {
        if (type.isInstance(tree)) {
            found.add(type.cast(tree));
        }
        for (int i = 0; i < tree.getChildCount(); i++) {
            collect(tree.getChild(i), type, found);
        }
    }

    /** {@code AdditiveExpressionContext} becomes {@code additiveExpression}. */
    private static String contextName(ParseTree node) {
        String simple = node.getClass().getSimpleName().replaceFirst("Context$", "");
        return Character.toLowerCase(simple.charAt(0)) + simple.substring(1);
    }
}
