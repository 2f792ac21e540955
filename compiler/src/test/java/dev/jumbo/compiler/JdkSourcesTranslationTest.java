package dev.jumbo.compiler;

import dev.jumbo.compiler.parse.HostSyntax;
import dev.jumbo.compiler.parse.ParsedSource;
import dev.jumbo.compiler.source.SourceFile;
import dev.jumbo.compiler.translate.ClassIndex;
import dev.jumbo.compiler.translate.FileTranslator;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Real Java inside quotes: the type declarations of every {@code java/util} file of the JDK's
 * {@code src.zip} (JDK 25's, else the running JDK's) are put in a quote and translated. Every
 * production of the grammar that real code uses must translate: the only errors allowed are
 * those naming a construct lang's tree cannot represent.
 */
class JdkSourcesTranslationTest {
    private static final Path JDK_25_SOURCES = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64/lib/src.zip");
    /** Where a file's type declarations start: the first top-level declaration line. */
    private static final Pattern FIRST_DECLARATION = Pattern.compile(
            "(?m)^(public |final |abstract |sealed |non-sealed )*(class|interface|enum|record|@interface) ");
    private static final List<String> UNREPRESENTABLE = List.of(
            "annotation type declarations are not supported inside quotes",
            "pattern case labels are not supported inside quotes",
            "guarded case labels ('when') are not supported inside quotes",
            "record patterns are not supported inside quotes",
            "intersection casts are not supported inside quotes");

    @Test
    void everyJavaUtilFileTranslatesInsideAQuote() throws IOException {
        Optional<Path> sources = sourceZip();
        assumeTrue(sources.isPresent(), "no src.zip in JDK 25 nor in the running JDK");
        FileTranslator translator = new FileTranslator(new ClassIndex(List.of(), Set.of()));
        int translated = 0;
        List<String> unexpected = new ArrayList<>();

        try (ZipFile zip = new ZipFile(sources.get().toFile())) {
            for (ZipEntry entry : Collections.list(zip.entries())) {
                Optional<String> quoted = quoted(entry, zip);
                if (quoted.isEmpty()) {
                    continue;
                }
                SourceFile source = new SourceFile(Path.of("Quoted.jjava"), quoted.get());
                HostSyntax.Result parse = HostSyntax.parse(source);
                assertTrue(parse.errors().isEmpty(), () -> entry.getName() + ": " + parse.errors());
                ParsedSource parsed = parse.parsed().orElseThrow();
                for (Diagnostic diagnostic : translator.translate(parsed).diagnostics()) {
                    if (!UNREPRESENTABLE.contains(diagnostic.message())) {
                        unexpected.add(entry.getName() + ": " + diagnostic.format());
                    }
                }
                translated++;
            }
        }

        System.out.println("JdkSourcesTranslationTest: " + translated + " java/util files of " + sources.get()
                + " translated inside quotes");
        assertTrue(translated > 100, "only " + translated + " files");
        assertEquals(List.of(), unexpected);
    }

    /** The file's type declarations as the fragment of a quote in a generator, when it has any. */
    private static Optional<String> quoted(ZipEntry entry, ZipFile zip) throws IOException {
        String name = entry.getName();
        if (!name.matches("(java\\.base/)?java/util/[^/]+\\.java") || name.endsWith("package-info.java")) {
            return Optional.empty();
        }
        String text = new String(zip.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8);
        var declaration = FIRST_DECLARATION.matcher(text);
        if (!declaration.find() || text.contains("`") || text.contains("$<") || text.contains(">$")) {
            return Optional.empty();
        }
        return Optional.of("class Quoted { static Object quote() { return $<\n"
                + text.substring(declaration.start()) + "\n>$; } }\n");
    }

    private static Optional<Path> sourceZip() {
        if (Files.isRegularFile(JDK_25_SOURCES)) {
            return Optional.of(JDK_25_SOURCES);
        }
        Path running = Path.of(System.getProperty("java.home"), "lib", "src.zip");
        return Files.isRegularFile(running) ? Optional.of(running) : Optional.empty();
    }
}
