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
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stored code's resources read without a URL connection give the bytes the connection gives:
 * the oracle is {@code URL.openStream} on the URL a class loader hands out.
 */
class ResourceBytesTest {
    /** A name the class loader's URL percent-encodes (a space, a non-ASCII letter), with a nested class's dollar. */
    private static final String ENTRY = "META-INF/jumbo/marshallers/com.example.Caf\u00e9 Menu$Item.write.class";
    private static final byte[] CONTENT = "the stored bytes \u00e9".getBytes(StandardCharsets.UTF_8);

    @Test
    void aResourceInADirectoryReadsAsItsConnectionReadsIt(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("classes with space").resolve(ENTRY);
        Files.createDirectories(file.getParent());
        Files.write(file, CONTENT);

        try (URLClassLoader loader = loaderOf(folder.resolve("classes with space"))) {
            URL resource = loader.getResource(ENTRY);

            assertNotNull(resource);
            assertArrayEquals(openStream(resource), ResourceBytes.read(resource));
            assertArrayEquals(CONTENT, ResourceBytes.read(resource));
        }
    }

    @Test
    void anEntryOfAJarReadsAsItsConnectionReadsIt(@TempDir Path folder) throws Exception {
        Path jar = folder.resolve("app é.jar");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new ZipEntry(ENTRY));
            out.write(CONTENT);
            out.closeEntry();
        }

        try (URLClassLoader loader = loaderOf(jar)) {
            URL resource = loader.getResource(ENTRY);

            assertNotNull(resource);
            assertArrayEquals(openStream(resource), ResourceBytes.read(resource));
            assertArrayEquals(CONTENT, ResourceBytes.read(resource));
        }
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

    private static URLClassLoader loaderOf(Path classPathEntry) throws IOException {
        return new URLClassLoader(new URL[] {classPathEntry.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    }

    private static byte[] openStream(URL resource) throws IOException {
        try (InputStream in = resource.openStream()) {
            return in.readAllBytes();
        }
    }
}
