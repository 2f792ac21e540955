package dev.jumbo.marshal.prebuilt;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stored code's resources read without a URL connection give the bytes the connection gives:
 * the oracle is {@code URL.openStream} on the URL a class loader hands out.
 */
class ResourceBytesTest {
    /** A name the class loader's URL percent-encodes (a space), with a nested class's dollar; ASCII, as any file system takes it. */
    private static final String FILE_ENTRY = "META-INF/jumbo/marshallers/com.example.Daily Menu$Item.write.class";
    /** In a jar, where names are UTF-8 whatever the platform's file names: a non-ASCII letter too. */
    private static final String JAR_ENTRY = "META-INF/jumbo/marshallers/com.example.Caf\u00e9 Menu$Item.write.class";
    private static final byte[] CONTENT = "the stored bytes \u00e9".getBytes(StandardCharsets.UTF_8);

    @Test
    void aResourceInADirectoryReadsAsItsConnectionReadsIt(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("classes with space").resolve(FILE_ENTRY);
        Files.createDirectories(file.getParent());
        Files.write(file, CONTENT);

        assertReadsAsItsConnection(folder.resolve("classes with space"), FILE_ENTRY);
    }

    @Test
    void anEntryOfAJarReadsAsItsConnectionReadsIt(@TempDir Path folder) throws Exception {
        Path jar = folder.resolve("app with space.jar");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new ZipEntry(JAR_ENTRY));
            out.write(CONTENT);
            out.closeEntry();
        }

        assertReadsAsItsConnection(jar, JAR_ENTRY);
    }

    @Test
    void aMultiReleaseJarGivesTheRunningReleasesEntryAsItsConnectionDoes(@TempDir Path folder) throws Exception {
        // Outside META-INF, as the generator's digest is: entries under it are never versioned.
        String entry = "dev/example/generator-digest";
        Path jar = folder.resolve("multi-release.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MULTI_RELEASE, "true");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            out.putNextEntry(new ZipEntry(entry));
            out.write("the base entry".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
            out.putNextEntry(new ZipEntry("META-INF/versions/17/" + entry));
            out.write(CONTENT);
            out.closeEntry();
        }

        assertReadsAsItsConnection(jar, entry);
    }

    @Test
    void aMissingEntryOfAJarIsAnIOExceptionAsFromItsConnection(@TempDir Path folder) throws Exception {
        Path jar = folder.resolve("app.jar");
        try (OutputStream file = Files.newOutputStream(jar); ZipOutputStream out = new ZipOutputStream(file)) {
            out.putNextEntry(new ZipEntry("present"));
            out.closeEntry();
        }
        URL missing = new URL("jar:" + jar.toUri() + "!/absent");

        assertThrows(IOException.class, () -> openStream(missing));
        assertThrows(IOException.class, () -> ResourceBytes.read(missing));
    }

    /** The entry's URL from a class loader of {@code classPathEntry} alone reads as its connection reads it, and gives the content. */
    private static void assertReadsAsItsConnection(Path classPathEntry, String entry) throws IOException {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classPathEntry.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            URL resource = loader.getResource(entry);

            assertNotNull(resource);
            assertArrayEquals(openStream(resource), ResourceBytes.read(resource));
            assertArrayEquals(CONTENT, ResourceBytes.read(resource));
        }
    }

    private static byte[] openStream(URL resource) throws IOException {
        try (InputStream in = resource.openStream()) {
            return in.readAllBytes();
        }
    }
}
