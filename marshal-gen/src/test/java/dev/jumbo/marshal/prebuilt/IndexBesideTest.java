package dev.jumbo.marshal.prebuilt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.cert.Certificate;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stored code is looked for beside its class: the index of the classes directory or the jar the
 * class was loaded from ({@link PrebuiltCode#indexBeside}), and nowhere else on its loader's path;
 * so the build stores code only beside the classes it is for.
 */
class IndexBesideTest {
    private static final String TEXT = "jumbo-prebuilt 1\n";

    @Test
    void aDirectoryWithAnIndexGivesItsIndex(@TempDir Path classes) throws Exception {
        Path index = Files.createDirectories(classes.resolve(PrebuiltIndex.DIRECTORY)).resolve("index");
        Files.writeString(index, TEXT);

        String found = read(PrebuiltCode.indexBeside(codeSource(classes)));

        assertEquals(TEXT, found);
    }

    @Test
    void aDirectoryWithoutOneGivesNone(@TempDir Path classes) throws Exception {
        assertNull(PrebuiltCode.indexBeside(codeSource(classes)));
    }

    @Test
    void aJarWithAnIndexGivesTheEntry(@TempDir Path temp) throws Exception {
        Path jar = jar(temp.resolve("with.jar"), PrebuiltIndex.INDEX);

        String found = read(PrebuiltCode.indexBeside(codeSource(jar)));

        assertEquals(TEXT, found);
    }

    @Test
    void aJarWithoutOneGivesNone(@TempDir Path temp) throws Exception {
        Path jar = jar(temp.resolve("without.jar"), "other/index");

        assertNull(PrebuiltCode.indexBeside(codeSource(jar)));
    }

    @Test
    void aClassWithoutALocationHasNone() throws Exception {
        assertNull(PrebuiltCode.indexBeside(null));
        assertNull(PrebuiltCode.indexBeside(new CodeSource(null, (Certificate[]) null)));
    }

    @Test
    void theBuildRefusesToStoreCodeAwayFromItsClass(@TempDir Path elsewhere) {
        String name = PrebuiltSamples.classes().get(0).getName();

        IllegalArgumentException refusal = assertThrows(IllegalArgumentException.class,
                () -> PrebuiltGenerator.storeFor(elsewhere, List.of(), List.of(name)));

        assertTrue(refusal.getMessage().startsWith(name + " is not loaded from " + elsewhere), refusal.getMessage());
        assertFalse(Files.exists(elsewhere.resolve(PrebuiltIndex.INDEX)), "nothing stored");
    }

    private static CodeSource codeSource(Path location) throws Exception {
        return new CodeSource(location.toUri().toURL(), (Certificate[]) null);
    }

    private static Path jar(Path file, String entry) throws Exception {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(file))) {
            out.putNextEntry(new JarEntry(entry));
            out.write(TEXT.getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        return file;
    }

    private static String read(URL url) throws Exception {
        try (InputStream in = url.openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
