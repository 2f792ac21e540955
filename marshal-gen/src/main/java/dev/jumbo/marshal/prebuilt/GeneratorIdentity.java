package dev.jumbo.marshal.prebuilt;

import dev.jumbo.marshal.read.ReadPlatformBehaviour;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;

/**
 * Which generator made stored code: the digest of the generators and of the API their code
 * calls, made when this library was built ({@link GeneratorDigest}), and the reader's platform
 * choice of the running JDK. Stored code whose identity differs from this run time's is not used.
 * Reading it costs one small resource, not a digest of the generators' class files.
 */
final class GeneratorIdentity {
    /** The build's digest, beside these classes in the jar. */
    static final String RESOURCE = "dev/jumbo/marshal/prebuilt/generator-digest";

    private static volatile String identity;

    private GeneratorIdentity() {
    }

    /** This run time's identity: the build's digest, a dash, and the platform choice. */
    static String get() throws IOException {
        String known = identity;
        if (known == null) {
            known = digestOfBuild() + (ReadPlatformBehaviour.SETS_FIELDS_OF_FAILED_OBJECTS ? "-1" : "-0");
            identity = known;
        }
        return known;
    }

    /**
     * The digest, read beside this class ({@link PrebuiltCode#resourceBeside}); through the class
     * loader only where it is not found or cannot be opened there.
     */
    private static String digestOfBuild() throws IOException {
        try (InputStream in = openBeside()) {
            if (in == null) {
                throw new IOException("the run time lacks " + RESOURCE + " (made by GeneratorDigest at build time)");
            }
            String digest = new String(in.readAllBytes(), StandardCharsets.US_ASCII).trim();
            if (digest.length() != 64) {
                throw new IOException(RESOURCE + " is not a digest: " + digest);
            }
            return digest;
        }
    }

    private static InputStream openBeside() throws IOException {
        URL beside = PrebuiltCode.resourceBeside(GeneratorIdentity.class.getProtectionDomain().getCodeSource(), RESOURCE);
        if (beside != null) {
            try {
                return beside.openStream();
            } catch (IOException e) {
                // A location the class loader reads in its own way (a nested jar): ask it instead.
            }
        }
        return GeneratorIdentity.class.getClassLoader().getResourceAsStream(RESOURCE);
    }
}
