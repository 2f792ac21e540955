package dev.jumbo.marshal.prebuilt;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.zip.ZipFile;

/**
 * Reads the resources of stored code (the index, a class's fingerprint text and class file, the
 * generator's digest) in a fresh JVM's first stream. A class loader's resource URL opened as a
 * URL goes through {@code URLConnection}: for an entry of a jar, some fifteen JDK classes that the
 * JDK's class-data archive does not hold, about 6 ms of the first stream (measured on JDK 17). So
 * the two kinds the class path has are read directly: a file ({@code file:}) with
 * {@link FileInputStream}; an entry of a jar file ({@code jar:file:...!/entry}) with a
 * {@link JarFile} opened as the class loader opens it (signatures checked, the running release's
 * version of a multi-release entry), which shares the loader's open archive. Both are classes
 * the JDK's archive holds; NIO's {@code Files} would load some twenty more. Any other URL (a jar
 * inside a jar, a custom scheme) is read through its connection.
 */
final class ResourceBytes {
    private static final String JAR_PREFIX = "jar:";
    private static final String ENTRY_SEPARATOR = "!/";

    private ResourceBytes() {
    }

    /** The bytes of the resource at {@code resource}. */
    static byte[] read(URL resource) throws IOException {
        String protocol = resource.getProtocol();
        if (protocol.equals("file")) {
            File file = file(resource.toString());
            if (file != null) {
                try (InputStream in = new FileInputStream(file)) {
                    return in.readAllBytes();
                }
            }
        } else if (protocol.equals("jar")) {
            byte[] bytes = readJarEntry(resource.toString());
            if (bytes != null) {
                return bytes;
            }
        }
        try (InputStream in = resource.openStream()) {
            return in.readAllBytes();
        }
    }

    /** The text (UTF-8) of the resource at {@code resource}. */
    static String readText(URL resource) throws IOException {
        return new String(read(resource), StandardCharsets.UTF_8);
    }

    /**
     * The entry of {@code jar:file:ARCHIVE!/ENTRY}, or null when the URL is of another form (the
     * archive not a file, or itself inside an archive). A missing entry is an IOException, as
     * opening the URL would give.
     */
    private static byte[] readJarEntry(String spec) throws IOException {
        int separator = spec.indexOf(ENTRY_SEPARATOR);
        if (!spec.startsWith(JAR_PREFIX) || separator < 0 || spec.indexOf(ENTRY_SEPARATOR, separator + 1) >= 0) {
            return null;
        }
        File archive = file(spec.substring(JAR_PREFIX.length(), separator));
        String entryName = entryName(spec.substring(separator + ENTRY_SEPARATOR.length()));
        if (archive == null || entryName == null) {
            return null;
        }
        try (JarFile jar = new JarFile(archive, true, ZipFile.OPEN_READ, JarFile.runtimeVersion())) {
            JarEntry entry = jar.getJarEntry(entryName);
            if (entry == null) {
                throw new IOException("no " + entryName + " in " + archive);
            }
            try (InputStream in = jar.getInputStream(entry)) {
                return in.readAllBytes();
            }
        }
    }

    /** The file a {@code file:} URL names, or null when it names none of this machine's. */
    private static File file(String fileUrl) {
        try {
            URI uri = new URI(fileUrl);
            return uri.getScheme() != null && uri.getScheme().equals("file") && uri.getAuthority() == null ? new File(uri) : null;
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }

    /** An entry's name from the percent-encoded path of a jar URL, or null when it does not decode. */
    private static String entryName(String encoded) {
        try {
            return new URI("/" + encoded).getPath().substring(1);
        } catch (URISyntaxException e) {
            return null;
        }
    }
}
