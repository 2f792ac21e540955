package dev.jumbo.marshal.prebuilt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generator identity made at build time: it is the digest of the generators as this run time
 * has them (the build step ran over the class files that ship), and stored code whose index names
 * another generator is not used.
 */
class GeneratorIdentityTest {
    @Test
    void theBuildsDigestIsTheDigestOfTheGeneratorsAsLoaded() throws Exception {
        String identity = GeneratorIdentity.get();

        assertEquals(GeneratorDigest.of(GeneratorIdentityTest.class.getClassLoader()),
                identity.substring(0, identity.lastIndexOf('-')));
    }

    @Test
    void storedCodeOfAnotherGeneratorIsIgnored(@TempDir Path stored) throws Exception {
        PrebuiltGenerator.writeTo(stored, PrebuiltSamples.classes());
        Path index = stored.resolve(PrebuiltIndex.INDEX);
        String text = Files.readString(index, StandardCharsets.UTF_8);
        String ours = "generator " + GeneratorIdentity.get() + "\n";
        assertTrue(text.contains(ours), text);
        assertNotNull(loadIndex(stored), "the index of this generator is used");

        Files.writeString(index, text.replace(ours, "generator " + "0".repeat(64) + "-1\n"), StandardCharsets.UTF_8);

        assertNull(loadIndex(stored), "the index of another generator is ignored");
    }

    /** The index stored in {@code classes}. */
    private static PrebuiltIndex loadIndex(Path classes) throws Exception {
        return PrebuiltIndex.load(classes.resolve(PrebuiltIndex.INDEX).toUri().toURL());
    }
}
