package dev.jumbo.marshal.prebuilt;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;

/**
 * The digest of the generators and of the API their code calls, made at this library's build
 * time ({@code mvn process-classes} runs {@link #main}) and stored as the resource
 * {@link GeneratorIdentity#RESOURCE}: stored code made by another build is then told apart
 * without reading and hashing these class files in every JVM that meets stored code.
 */
public final class GeneratorDigest {
    /** What the generated code depends on besides the class (the reader's platform choice is added at run time). */
    static final List<String> GENERATOR_FILES = List.of(
            "dev/jumbo/marshal/generate/ProgGen.class", "dev/jumbo/marshal/generate/ReadProgGen.class",
            "dev/jumbo/marshal/session/WriteSession.class", "dev/jumbo/marshal/session/ReadSession.class",
            "dev/jumbo/marshal/session/Marshaller.class", "dev/jumbo/marshal/session/Unmarshaller.class",
            "dev/jumbo/marshal/session/PendingObject.class", "dev/jumbo/marshal/session/FieldCache.class",
            "dev/jumbo/marshal/io/BlockDataOutput.class", "dev/jumbo/marshal/io/BlockDataInput.class",
            "dev/jumbo/marshal/io/PrimitiveRun.class", "dev/jumbo/marshal/model/FieldAccess.class",
            "dev/jumbo/marshal/model/FieldAccessor.class", "dev/jumbo/marshal/model/SerialClass.class",
            "dev/jumbo/marshal/read/StreamDescriptor.class", "dev/jumbo/marshal/read/ReadFailures.class",
            "dev/jumbo/stdlib/CacheEntry.class", "dev/jumbo/stdlib/Throwables.class",
            "dev/jumbo/stdlib/InlineCache.class", "dev/jumbo/stdlib/FieldCode.class",
            "dev/jumbo/stdlib/ConstructorCode.class", "dev/jumbo/stdlib/ClassAssembly.class");

    private GeneratorDigest() {
    }

    /** Writes the digest of the generator files that {@code loader} sees into {@code classes}' {@link GeneratorIdentity#RESOURCE}. */
    public static void main(String[] arguments) throws IOException {
        if (arguments.length != 1) {
            throw new IllegalArgumentException("usage: GeneratorDigest CLASSES_DIRECTORY");
        }
        Path file = Path.of(arguments[0]).resolve(GeneratorIdentity.RESOURCE);
        Files.createDirectories(file.getParent());
        Files.writeString(file, of(GeneratorDigest.class.getClassLoader()) + "\n", StandardCharsets.US_ASCII);
    }

    /** The SHA-256 of the generator files' names and bytes as {@code loader} sees them: 64 hex digits. */
    static String of(ClassLoader loader) throws IOException {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String file : GENERATOR_FILES) {
                try (InputStream in = loader.getResourceAsStream(file)) {
                    if (in == null) {
                        throw new IOException("no " + file + " to digest");
                    }
                    digest.update(file.getBytes(StandardCharsets.UTF_8));
                    digest.update(in.readAllBytes());
                }
            }
            return ClassFingerprint.hex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
