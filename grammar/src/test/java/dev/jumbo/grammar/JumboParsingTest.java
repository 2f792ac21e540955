package dev.jumbo.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The facade's API: entries, fragment categories, structured errors and the hole helper. */
class JumboParsingTest {

    @Test
    void compilationUnitFromFileIsNamedAfterTheFile(@TempDir Path directory) throws IOException {
        // Arrange
        Path file = directory.resolve("Broken.jjava");
        Files.writeString(file, "class Broken {\n  int x = 1\n}\n");

        // Act
        ParseResult<JumboParser.CompilationUnitContext> result = JumboParsing.parseCompilationUnit(file);

        // Assert
        assertEquals(List.of(new SyntaxError("Broken.jjava", 2, 12, "expected ';'", "}", List.of("';'"))),
            result.errors());
        assertEquals("Broken.jjava:2:12: error: expected ';'", result.errors().get(0).toString());
    }

    @Test
    void validUnitHasTreeAndNoErrors() {
        // Act
        ParseResult<JumboParser.CompilationUnitContext> result =
            JumboParsing.parseCompilationUnit("package p; class A { Code c = $< 1 + `Int(n) >$; }", "A.jjava");

        // Assert
        assertFalse(result.hasErrors());
        assertInstanceOf(JumboParser.OrdinaryCompilationUnitContext.class, result.tree());
    }

    @Test
    void quoteFragmentsTakeTheFirstFittingCategory() {
        // Arrange
        List<String> fragments = List.of("a + 1", "class A {}", "int x;", "void f() {}", "case 1: break;", "int n");
        List<Class<?>> categories = List.of(JumboParser.ExpressionFragmentContext.class,
            JumboParser.TypeDeclarationsFragmentContext.class, JumboParser.BlockStatementsFragmentContext.class,
            JumboParser.ClassBodyDeclarationsFragmentContext.class, JumboParser.SwitchBlockGroupsFragmentContext.class,
            JumboParser.FormalParameterFragmentContext.class);

        for (int i = 0; i < fragments.size(); i++) {
            // Act
            ParseResult<JumboParser.StandaloneQuoteFragmentContext> result =
                JumboParsing.parseQuoteFragment(fragments.get(i), "fragment");

            // Assert
            assertFalse(result.hasErrors(), fragments.get(i) + ": " + result.errors());
            assertInstanceOf(categories.get(i), result.tree().quoteFragment(), fragments.get(i));
        }
    }

    @Test
    void quoteFragmentErrorsNameTheExpectedToken() {
        // Act
        ParseResult<JumboParser.StandaloneQuoteFragmentContext> result = JumboParsing.parseQuoteFragment("f(1", "q");

        // Assert
        assertEquals(1, result.errors().size());
        SyntaxError error = result.errors().get(0);
        assertEquals("expected one of ')', ','", error.message());
        assertEquals(1, error.line());
        assertEquals(4, error.column());
        assertEquals("<EOF>", error.offendingText());
        assertTrue(error.expected().contains("')'"), error.expected().toString());
    }

    @Test
    void holeHelperTakesBothFormsApart() {
        // Arrange
        ParseResult<JumboParser.StandaloneQuoteFragmentContext> result =
            JumboParsing.parseQuoteFragment("`Int(size * 2) + `name", "q");
        JumboParser.AdditiveExpressionContext sum = (JumboParser.AdditiveExpressionContext)
            ((JumboParser.ExpressionFragmentContext) result.tree().quoteFragment()).expression().assignmentExpression();
        JumboParser.HoleContext longForm = holeOf(sum.assignmentExpression(0));
        JumboParser.HoleContext shortForm = holeOf(sum.assignmentExpression(1));

        // Act + Assert
        assertEquals("Int", Holes.category(longForm));
        assertFalse(Holes.isShortForm(longForm));
        assertEquals("size*2", Holes.hostExpression(longForm).getText());
        assertNull(Holes.shortFormVariable(longForm));
        assertEquals("Name", Holes.category(shortForm));
        assertTrue(Holes.isShortForm(shortForm));
        assertEquals("name", Holes.shortFormVariable(shortForm));
        assertNull(Holes.hostExpression(shortForm));
    }

    @Test
    void lexicalErrorsAreCollectedNotPrinted() {
        // Act
        ParseResult<JumboParser.CompilationUnitContext> result =
            JumboParsing.parseCompilationUnit("class A { char c = '#'; int d = 1 # 2; }", "A.jjava");

        // Assert
        assertEquals(List.of("A.jjava:1:35: error: unexpected character '#'"),
            result.errors().stream().map(SyntaxError::toString).limit(1).collect(java.util.stream.Collectors.toList()));
    }

    private static JumboParser.HoleContext holeOf(JumboParser.AssignmentExpressionContext operand) {
        JumboParser.PrimaryContext primary = ((JumboParser.PrimaryExpressionContext) operand).primary();
        return ((JumboParser.NamePrimaryContext) primary).identifier().hole();
    }
}
