package dev.jumbo.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * lang's checks at build time run only on the quotes that alone decide them (the build-time error corpus,
 * {@code errors/quote-check/}, shows what they report): not on quotes with holes, not on statements that
 * reach into their landing class, and not for what depends on where a fragment lands. Those stay run-time
 * {@code CodeException}s.
 */
class BuildTimeChecksTest {
    @TempDir
    Path directory;

    @Test
    void aQuoteWithHolesIsCheckedWhenTheGeneratorRuns() throws IOException {
        String text = """
                import dev.jumbo.lang.Code;
                class WithHole {
                    Code f(String name) {
                        return $< class `Name(name) { int count = "hello"; } >$;
                    }
                }
                """;

        CompileResult result = compile("WithHole.jjava", text);

        assertTrue(result.success(), result::formattedDiagnostics);
    }

    @Test
    void freeNamesAreLeftToWhereTheFragmentLands() throws IOException {
        String text = """
                import dev.jumbo.lang.Code;
                class FreeNames {
                    Code member() {
                        return $< class Inner { int twice() { return outerField * 2 + outerMethod(); } Helper h; } >$;
                    }

                    Code qualifier() {
                        return $< class Across { int x() { return origin.x; } } >$;
                    }
                }
                """;

        CompileResult result = compile("FreeNames.jjava", text);

        assertTrue(result.success(), result::formattedDiagnostics);
    }

    @Test
    void statementsLeaveCheckedExceptionsToTheLandingMethod() throws IOException {
        String text = """
                import dev.jumbo.lang.Code;
                class Exceptions {
                    Code f() {
                        return $< String text = java.nio.file.Files.readString(java.nio.file.Path.of("in.txt")); >$;
                    }
                }
                """;

        CompileResult result = compile("Exceptions.jjava", text);

        assertTrue(result.success(), result::formattedDiagnostics);
    }

    @Test
    void freeNamesInStatementsAreLeftToWhereTheyLand() throws IOException {
        String text = """
                import dev.jumbo.lang.Code;
                class FreeLocals {
                    Code local() { return $< total += 1; >$; }
                    Code qualified() { return $< point.x = 3; >$; }
                    Code call() { return $< items.add("a"); >$; }
                    Code typeVariable() { return $< T first = null; >$; }
                    Code landingType() { return $< Node node = new Node(); >$; }
                }
                """;

        CompileResult result = compile("FreeLocals.jjava", text);

        assertTrue(result.success(), result::formattedDiagnostics);
    }

    @Test
    void jumpsAndReturnsAreLeftToTheLandingMethod() throws IOException {
        String text = """
                import dev.jumbo.lang.Code;
                class Jumps {
                    Code returnValue() { return $< return 42; >$; }
                    Code returnFree() { return $< return x; >$; }
                    Code breakOut() { return $< break; >$; }
                    Code continueOut() { return $< continue; >$; }
                    Code breakLabel() { return $< break outer; >$; }
                    Code yieldOut() { return $< yield 1; >$; }
                }
                """;

        CompileResult result = compile("Jumps.jjava", text);

        assertTrue(result.success(), result::formattedDiagnostics);
    }

    @Test
    void localVariablesAreReportedOnlyWhenWrongAsFieldsToo() throws IOException {
        // `Field or `Member may splice local variable declarations as fields, where count is 0
        String text = """
                import dev.jumbo.lang.Code;
                class AsFields {
                    Code f() {
                        return $< int count; int copy = count; >$;
                    }
                }
                """;

        CompileResult result = compile("AsFields.jjava", text);

        assertTrue(result.success(), result::formattedDiagnostics);
    }

    @Test
    void statementsThatReachIntoTheLandingClassAreCheckedWhenTheGeneratorRuns() throws IOException {
        // in the class the check runs in, toString(1) would find Object's toString() and fail
        String text = """
                import dev.jumbo.lang.Code;
                class Reaching {
                    Code unqualified() { return $< String s = toString(1); >$; }
                    Code self() { return $< int n = this.size + "abc".lenght(); >$; }
                    Code other() { return $< 1 + "abc".lenght() >$; }
                }
                """;

        CompileResult result = compile("Reaching.jjava", text);

        assertTrue(result.success(), result::formattedDiagnostics);
    }

    @Test
    void nothingOfTheCheckIsLeftInTheOutput() throws IOException {
        String text = """
                package p;
                import dev.jumbo.lang.Code;
                class Clean {
                    Code f() {
                        return $< class Fine { int one() { return 1; } } >$;
                    }

                    Code g() {
                        return $< System.out.println(1); >$;
                    }
                }
                """;

        CompileResult result = compile("p/Clean.jjava", text);

        assertTrue(result.success(), result::formattedDiagnostics);
        try (Stream<Path> files = Files.walk(directory.resolve("out"))) {
            List<String> names = files.filter(Files::isRegularFile).map(path -> path.getFileName().toString()).sorted().toList();
            assertEquals(List.of("Clean$JumboSource.class", "Clean.class"), names);
        }
    }

    @Test
    void aClosedQuoteErrorFailsTheBuildAtTheQuotesLine() throws IOException {
        String text = """
                import dev.jumbo.lang.Code;
                class Closed {
                    Code f() {
                        return $< class Bad { int count = "hello"; } >$;
                    }
                }
                """;

        CompileResult result = compile("Closed.jjava", text);

        assertFalse(result.success());
        assertTrue(result.formattedDiagnostics().startsWith(directory.resolve("src/Closed.jjava") + ":4:"),
                result::formattedDiagnostics);
    }

    private CompileResult compile(String name, String text) throws IOException {
        Path file = directory.resolve("src").resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return new JumboCompiler().compile(CompileRequest.builder()
                .source(directory.resolve("src"))
                .outputDirectory(directory.resolve("out"))
                .build());
    }
}
