package dev.jumbo.compiler.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JjavacCommandTest {
    @TempDir
    Path directory;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... arguments) {
        return JjavacCommand.run(arguments, new PrintWriter(out), new PrintWriter(err));
    }

    @Test
    void aGoodSourceCompilesWithStatusZero() throws IOException {
        Path source = Files.writeString(directory.resolve("Ok.jjava"),
                "class Ok { Object f() { return $< 1 + 2 >$; } }\n");

        int status = run("-d", directory.resolve("out").toString(), source.toString());

        assertEquals(0, status, err::toString);
        assertEquals("", err.toString());
        assertTrue(Files.isRegularFile(directory.resolve("out/Ok.class")));
    }

    @Test
    void errorsArePrintedWithACountAndStatusOne() throws IOException {
        Path source = Files.writeString(directory.resolve("Bad.jjava"), "class Bad { int f() { return `Int(1); } }\n");

        int status = run("-d", directory.resolve("out").toString(), source.toString());

        assertEquals(1, status);
        assertEquals(source + ":1:30: error: hole outside any quote: a hole may only appear inside $< >$\n"
                + "class Bad { int f() { return `Int(1); } }\n"
                + "                             ^\n"
                + "1 error\n", err.toString());
    }

    @Test
    void missingOptionsAreAUsageErrorWithStatusOne() {
        int status = run();

        assertEquals(1, status);
        assertTrue(err.toString().startsWith("jjavac: Missing required options and parameters: '-d=DIR', 'FILES|DIRS'\n"
                + "Usage: jjavac [-hV]"), err::toString);
        assertTrue(err.toString().endsWith("Try 'jjavac --help' for more information.\n"), err::toString);
    }

    @Test
    void versionNamesTheTool() {
        int status = run("--version");

        assertEquals(0, status);
        assertTrue(out.toString().startsWith("jjavac "), out::toString);
    }

    /** bin/jjavac names the Jumbo libraries (stdlib, marshal) this way, so programs using them compile. */
    @Test
    void theLibrariesPropertyIsOnTheClassPathAfterTheUsersOne() throws IOException {
        Path library = directory.resolve("library");
        Path librarySource = Files.writeString(Files.createDirectories(directory.resolve("lib-src/lib"))
                .resolve("Helper.java"), "package lib; public class Helper { public static int two() { return 2; } }\n");
        assertEquals(0, javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null,
                "-d", library.toString(), librarySource.toString()));
        Path source = Files.writeString(directory.resolve("Uses.jjava"),
                "class Uses { Object f() { return $< lib.Helper.two() >$; } int g() { return lib.Helper.two(); } }\n");
        String previous = System.setProperty(JjavacCommand.LIBRARIES_PROPERTY, library.toString());
        int status;
        try {
            status = run("-d", directory.resolve("out").toString(), source.toString());
        } finally {
            if (previous == null) {
                System.clearProperty(JjavacCommand.LIBRARIES_PROPERTY);
            } else {
                System.setProperty(JjavacCommand.LIBRARIES_PROPERTY, previous);
            }
        }

        assertEquals(0, status, err::toString);
        assertTrue(Files.isRegularFile(directory.resolve("out/Uses.class")));
    }

    @Test
    void withoutTheLibrariesAProgramUsingThemFails() throws IOException {
        Path source = Files.writeString(directory.resolve("Uses.jjava"),
                "class Uses { int g() { return lib.Helper.two(); } }\n");

        int status = run("-d", directory.resolve("out").toString(), source.toString());

        assertEquals(1, status);
        assertTrue(err.toString().contains("package lib does not exist"), err::toString);
    }
}
