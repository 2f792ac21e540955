package dev.jumbo.bench.parse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The {@code .java} files of {@code java.base} in the JDK 25 {@code src.zip} (or the running
 * JDK's when that one is missing), read into memory so that a benchmark measures parsing only.
 */
final class JavaBaseSources {

    static final Path JDK25_SOURCES = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64/lib/src.zip");

    final Path archive;
    final List<String> names = new ArrayList<>();
    final List<String> texts = new ArrayList<>();
    final List<Integer> lineCounts = new ArrayList<>();
    long totalLines;

    private JavaBaseSources(Path archive) {
        this.archive = archive;
    }

    static JavaBaseSources load() {
        Path archive = Files.isRegularFile(JDK25_SOURCES)
            ? JDK25_SOURCES
            : Path.of(System.getProperty("java.home"), "lib", "src.zip");
        JavaBaseSources sources = new JavaBaseSources(archive);
        try (ZipFile zip = new ZipFile(archive.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                if (entry.getName().startsWith("java.base/") && entry.getName().endsWith(".java")) {
                    String text = new String(zip.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8);
                    int lines = (int) text.lines().count();
                    sources.names.add(entry.getName());
                    sources.texts.add(text);
                    sources.lineCounts.add(lines);
                    sources.totalLines += lines;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + archive, e);
        }
        if (sources.texts.isEmpty()) {
            throw new IllegalStateException("no java.base sources in " + archive);
        }
        return sources;
    }

    int size() {
        return texts.size();
    }
}
