package dev.jumbo.compiler;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DiagnosticTest {

    @Test
    void formatPutsTheCaretUnderTheColumn() {
        Diagnostic diagnostic = Diagnostic.error(Path.of("src/Gen.jjava"), 3, 9, "hole outside any quote", "    int x = `Int(1);");

        String formatted = diagnostic.format();

        assertEquals("src/Gen.jjava:3:9: error: hole outside any quote\n"
                + "    int x = `Int(1);\n"
                + "        ^\n", formatted);
    }

    @Test
    void formatRepeatsTabsBeforeTheCaret() {
        Diagnostic diagnostic = Diagnostic.error(Path.of("Gen.jjava"), 1, 3, "bad", "\t\tx");

        assertEquals("Gen.jjava:1:3: error: bad\n\t\tx\n\t\t^\n", diagnostic.format());
    }

    @Test
    void formatWritesDetailLinesAfterTheCaret() {
        Diagnostic diagnostic = new Diagnostic(Diagnostic.Kind.WARNING, Path.of("A.java"), 2, 1,
                "cannot find symbol\n  symbol: variable y", "y");

        assertEquals("A.java:2:1: warning: cannot find symbol\ny\n^\n  symbol: variable y\n", diagnostic.format());
    }

    @Test
    void formatWithoutFileWritesOnlyTheMessage() {
        assertEquals("error: no source files\n", Diagnostic.error("no source files").format());
    }
}
