package dev.jumbo.compiler.quotes;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The differential corpus's own parts: what counts as equal, how inputs and cases are read. */
class HarnessTest {
    @TempDir
    Path root;

    @Test
    void outcomesTellApartValuesThatPrintAlike() {
        assertNotEquals(Outcome.value(0.0), Outcome.value(-0.0));
        assertNotEquals(Outcome.value(1), Outcome.value(1L));
        assertNotEquals(Outcome.value('1'), Outcome.value("1"));
        assertNotEquals(Outcome.value(new int[] {1}), Outcome.value(new long[] {1}));
        assertEquals(Outcome.value(new int[][] {{1, 2}}), Outcome.value(new int[][] {{1, 2}}));
    }

    @Test
    void exceptionsCompareByTypeMessageAndCauseButNotByHelpfulNullPointerText() {
        String plain = Outcome.exception(new NullPointerException());
        String helpful = Outcome.exception(new NullPointerException("Cannot invoke \"String.length()\" because \"<local1>\" is null"));
        String wrapped = Outcome.exception(new IllegalStateException("x", new ArithmeticException("/ by zero")));

        assertEquals(plain, helpful);
        assertEquals("java.lang.IllegalStateException: x caused by java.lang.ArithmeticException: / by zero", wrapped);
        assertNotEquals(Outcome.exception(new IllegalStateException("x")), Outcome.exception(new IllegalStateException("y")));
    }

    @Test
    void inputsFollowTheParameterType() throws Exception {
        Method takesObject = HarnessTest.class.getDeclaredMethod("sample", Object.class);

        List<Object[]> arguments = Inputs.arguments("1, 2L, 1.5, \"a, \\\"b\", 'c', true, null", takesObject.getParameterTypes());

        assertArrayEquals(new Object[] {1, 2L, 1.5, "a, \"b", 'c', true, null},
                arguments.stream().map(argument -> argument[0]).toArray());
        assertEquals(-5L, Inputs.arguments("-5", new Class<?>[] {long.class}).get(0)[0]);
        assertThrows(IllegalArgumentException.class, () -> Inputs.arguments("", new Class<?>[] {int.class}));
    }

    @Test
    void aCaseGivesJavacTheImportsAndTheQuotedText() throws Exception {
        Path file = root.resolve("loops/Sample.jjava");
        Files.createDirectories(file.getParent());
        Files.writeString(file, String.join("\n", "package quotes.loops;", "import dev.jumbo.lang.Code;",
                "import java.util.List;", "// inputs: 1, 2", "// pending: lambda expression",
                "// known-bug: covariant bridge", "class Sample {",
                "    static Code quote() { return $< public class Case { } >$; }", "}"));

        CorpusCase read = CorpusCase.read(root, file);

        assertEquals("loops/Sample", read.name());
        assertEquals("quotes.loops.Sample", read.holder());
        assertEquals("import java.util.List;\n public class Case { } ", read.reference());
        assertEquals("1, 2", read.inputs());
        assertEquals(Optional.of("lambda expression"), read.pending());
        assertEquals(Optional.of("covariant bridge"), read.knownBug());
    }

    @SuppressWarnings("unused")
    private static void sample(Object input) {
    }
}
