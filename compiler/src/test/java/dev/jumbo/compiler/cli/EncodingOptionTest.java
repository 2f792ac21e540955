package dev.jumbo.compiler.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code jjavac --encoding}: the source encoding, as javac's {@code -encoding}. */
class EncodingOptionTest {
    private static final Path LATIN1 = Path.of("src/test/resources/encoding/latin1");

    @TempDir
    Path directory;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... arguments) {
        return JjavacCommand.run(arguments, new PrintWriter(out), new PrintWriter(err));
    }

    @Test
    void latin1SourcesCompileWithTheirEncoding() {
        int status = run("--encoding", "ISO-8859-1", "-d", directory.toString(), LATIN1.toString());

        assertEquals(0, status, err::toString);
        assertEquals("", err.toString());
        assertTrue(Files.isRegularFile(directory.resolve("latin/Greeting.class")));
    }

    @Test
    void javacsSpellingOfTheOptionIsAccepted() {
        int status = run("-encoding", "ISO-8859-1", "-d", directory.toString(), LATIN1.toString());

        assertEquals(0, status, err::toString);
    }

    @Test
    void latin1SourcesFailAsUtf8ByDefault() {
        int status = run("-d", directory.toString(), LATIN1.toString());

        assertEquals(1, status);
        assertTrue(err.toString().contains("Greeting.jjava: error: the file is not valid UTF-8"), err::toString);
    }

    @Test
    void anUnknownEncodingIsAUsageError() {
        int status = run("--encoding", "NO-SUCH-CHARSET", "-d", directory.toString(), LATIN1.toString());

        assertEquals(1, status);
        assertTrue(err.toString().contains("NO-SUCH-CHARSET"), err::toString);
    }
}
