package dev.jumbo.grammar;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * Parses every {@code .java} file of {@code java.base} in the JDK 25 {@code src.zip} (or the
 * running JDK's when the JDK 25 one is missing), prints the count and names every failure.
 * More than 0.1% failures fail the build.
 */
class JavaBaseParseTest {

    private static final Path JDK25_SOURCES = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64/lib/src.zip");
    private static final double MOST_FAILING_FRACTION = 0.001;

    @Test
    void parsesEveryJavaBaseSourceFile() throws IOException {
        // Arrange
        Path sources = sourceArchive();
        List<String> failures = new ArrayList<>();
        int total = 0;
        long lines = 0;
        long start = System.nanoTime();

        // Act
        try (ZipFile zip = new ZipFile(sources.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                if (!entry.getName().startsWith("java.base/") || !entry.getName().endsWith(".java")) {
                    continue;
                }
                String source = new String(zip.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8);
                total++;
                lines += source.lines().count();
                ParseResult<?> result = JumboParsing.parseCompilationUnit(source, entry.getName());
                if (result.hasErrors()) {
                    failures.add(entry.getName() + ": " + result.errors().get(0));
                }
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000;

        // Assert
        System.out.printf("java.base (%s): parsed %d of %d files (%d lines) in %d ms; %d failed%n",
            sources, total - failures.size(), total, lines, millis, failures.size());
        failures.forEach(failure -> System.out.println("  FAILED " + failure));
        assertTrue(total > 0, "no java.base sources in " + sources);
        assertTrue(failures.size() <= total * MOST_FAILING_FRACTION,
            failures.size() + " of " + total + " java.base files failed to parse:\n" + String.join("\n", failures));
    }

    private static Path sourceArchive() {
        if (Files.isRegularFile(JDK25_SOURCES)) {
            return JDK25_SOURCES;
        }
        Path running = Path.of(System.getProperty("java.home"), "lib", "src.zip");
        System.out.println("JDK 25 src.zip missing at " + JDK25_SOURCES + "; using the running JDK's " + running);
        assertTrue(Files.isRegularFile(running), "no src.zip at " + JDK25_SOURCES + " nor at " + running);
        return running;
    }
}
