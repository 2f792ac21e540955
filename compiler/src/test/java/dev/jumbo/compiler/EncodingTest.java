package dev.jumbo.compiler;

import dev.jumbo.lang.Code;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The request's encoding is how {@code .jjava} and {@code .java} files are read, how the
 * translation is written and how javac reads it. {@code src/test/resources/encoding/latin1}
 * is stored in ISO-8859-1, with non-ASCII string literals inside and outside a quote.
 */
class EncodingTest {
    private static final Path LATIN1 = Path.of("src/test/resources/encoding/latin1");
    /** "Grüße aus Zürich, café", spelled in ASCII so that this file's own encoding does not matter. */
    private static final String GREETING = "Gr\u00fc\u00dfe aus Z\u00fcrich, caf\u00e9";

    @TempDir
    Path directory;

    @Test
    void aLatin1SourceKeepsItsStringsInsideAndOutsideQuotes() throws Exception {
        CompileResult result = compile(CompileRequest.builder().encoding(StandardCharsets.ISO_8859_1));

        assertTrue(result.success(), result::formattedDiagnostics);
        assertEquals("", result.formattedDiagnostics());
        assertEquals(GREETING, call("plain"));
        assertEquals(GREETING + "\u00e4", ((Code) call("quoted")).eval());
        assertEquals("M\u00e1laga, Gen\u00e8ve", call("fromJava"));
    }

    @Test
    void theTranslationIsWrittenInTheSourceEncoding() throws Exception {
        compile(CompileRequest.builder().encoding(StandardCharsets.ISO_8859_1));

        String translated = Files.readString(directory.resolve("generated/latin/Greeting.java"), StandardCharsets.ISO_8859_1);

        assertTrue(translated.contains("return \"" + GREETING + "\";"), translated);
    }

    @Test
    void withoutAnEncodingTheSourcesAreReadAsUtf8() {
        CompileResult result = compile(CompileRequest.builder());

        assertFalse(result.success());
        assertEquals(LATIN1.resolve("latin/Greeting.jjava") + ": error: the file is not valid UTF-8 (set the source encoding)\n"
                + LATIN1.resolve("latin/Place.java") + ": error: the file is not valid UTF-8 (set the source encoding)\n",
                result.formattedDiagnostics());
    }

    @Test
    void aFileNameTheEncodingCannotWriteIsAnError() throws IOException {
        Path source;
        try {
            source = directory.resolve("src/\u03a9mega.jjava");
        } catch (InvalidPathException notInThisFileSystem) {
            assumeTrue(false, "the file system cannot name the file: " + notInThisFileSystem.getMessage());
            return;
        }
        Files.createDirectories(source.getParent());
        Files.writeString(source, "class \\u03a9mega { Object f() { return $< 1 >$; } }\n", StandardCharsets.US_ASCII);

        CompileResult result = new JumboCompiler().compile(CompileRequest.builder()
                .source(source)
                .outputDirectory(directory.resolve("classes"))
                .encoding(StandardCharsets.US_ASCII)
                .build());

        assertFalse(result.success());
        assertEquals(source + ": error: the translated Java needs the character U+03A9 '\u03a9' (the file's name has it,"
                + " and the translation repeats the name), which the source encoding US-ASCII cannot encode;"
                + " rename the file or choose another encoding\n", result.formattedDiagnostics());
    }

    @Test
    void theRequestRemembersItsEncoding() {
        CompileRequest request = CompileRequest.builder().outputDirectory(directory)
                .encoding(StandardCharsets.ISO_8859_1).build();

        assertEquals(StandardCharsets.UTF_8, CompileRequest.builder().outputDirectory(directory).build().encoding());
        assertEquals(StandardCharsets.ISO_8859_1, request.toBuilder().build().encoding());
    }

    private CompileResult compile(CompileRequest.Builder builder) {
        return new JumboCompiler().compile(builder
                .source(LATIN1)
                .outputDirectory(directory.resolve("classes"))
                .generatedSourcesDirectory(directory.resolve("generated"))
                .build());
    }

    private Object call(String method) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {directory.resolve("classes").toUri().toURL()},
                EncodingTest.class.getClassLoader())) {
            return loader.loadClass("latin.Greeting").getMethod(method).invoke(null);
        }
    }
}
