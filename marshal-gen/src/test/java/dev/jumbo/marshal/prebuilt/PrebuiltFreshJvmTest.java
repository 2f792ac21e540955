package dev.jumbo.marshal.prebuilt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stored code in a fresh JVM: the marshallers and unmarshallers of {@link PrebuiltSamples} are
 * generated here, into a directory put on a child JVM's class path, from which lang, the compiler,
 * the grammar, ASM and ANTLR are removed. {@link PrebuiltProbe} writes and reads with the Jumbo
 * streams and checks them against the JDK's; the class-load log shows that nothing of lang or of
 * the generators loaded, nor a message digest.
 */
class PrebuiltFreshJvmTest {
    private static final List<String> GENERATION_ONLY = List.of("dev.jumbo.lang.", "dev.jumbo.marshal.generate.",
            "org.objectweb.asm.", "org.antlr.");
    /**
     * Digests are made at build time (the generator's, the classes' fingerprints); run time
     * compares text, and so does not start the security providers.
     */
    private static final List<String> BUILD_TIME_ONLY = List.of("java.security.MessageDigest");

    @Test
    void storedCodeServesFromTheFirstInstanceWithoutLang(@TempDir Path stored) throws Exception {
        PrebuiltGenerator.Report report = PrebuiltGenerator.writeTo(stored, PrebuiltSamples.classes());
        assertEquals(List.of(), report.notes());
        assertEquals(PrebuiltSamples.classes().size(), report.writers());
        assertEquals(PrebuiltSamples.classes().size(), report.readers());
        System.out.print(Files.readString(stored.resolve(PrebuiltGenerator.DIRECTORY + "index")));
        String childClassPath = classPathWithoutGeneration();
        assertTrue(!childClassPath.contains("/lang/target/") && !childClassPath.contains("jumbo-lang-"), childClassPath);
        copyClassFiles(PrebuiltSamples.classes(), stored);

        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xlog:class+load=info:stdout");
        command.add("-cp");
        command.add(stored + File.pathSeparator + childClassPath);
        command.add(PrebuiltProbe.class.getName());
        Process process = new ProcessBuilder(command).start();
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), stderr + stdout.lines().filter(l -> !l.contains("[class,load]")).toList());

        assertTrue(stdout.contains("[prebuilt] " + PrebuiltProbe.ROUNDS * PrebuiltSamples.classes().size()
                + " graphs written and read as the JDK does"), stdout);
        for (Class<?> type : PrebuiltSamples.classes()) {
            assertTrue(stdout.contains("[prebuilt] " + type.getSimpleName() + " marshaller true unmarshaller true"),
                    type.getSimpleName() + ": " + stdout.lines().filter(l -> l.startsWith("[prebuilt]")).toList());
        }
        List<String> generationOnly = new ArrayList<>();
        for (String line : stdout.split("\n")) {
            int tag = line.indexOf("[class,load] ");
            if (tag >= 0) {
                String name = line.substring(tag + "[class,load] ".length()).split(" ")[0];
                if (GENERATION_ONLY.stream().anyMatch(name::startsWith) || BUILD_TIME_ONLY.contains(name)) {
                    generationOnly.add(name);
                }
            }
        }
        assertEquals(List.of(), generationOnly, "loaded although every class had stored code");
    }

    /**
     * Copies the class files of {@code classes} into {@code directory}: first on the child's class
     * path, they load from there, and their stored code is found beside them, as in a project's
     * classes directory.
     */
    private static void copyClassFiles(List<Class<?>> classes, Path directory) throws IOException {
        for (Class<?> type : classes) {
            String file = type.getName().replace('.', '/') + ".class";
            Path target = directory.resolve(file);
            Files.createDirectories(target.getParent());
            try (var in = type.getClassLoader().getResourceAsStream(file)) {
                Files.write(target, in.readAllBytes());
            }
        }
    }

    /** This run's class path without lang, the compiler, the grammar, ASM and ANTLR: a class of theirs cannot load. */
    static String classPathWithoutGeneration() throws IOException {
        List<String> kept = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            String normalized = entry.replace('\\', '/');
            String file = Path.of(entry).getFileName().toString();
            boolean generation = normalized.contains("/lang/target/") || normalized.contains("/compiler/target/")
                    || normalized.contains("/grammar/target/") || file.startsWith("jumbo-lang-")
                    || file.startsWith("jumbo-compiler-") || file.startsWith("jumbo-grammar-") || file.startsWith("asm")
                    || file.startsWith("antlr");
            if (!generation) {
                kept.add(entry);
            }
        }
        return String.join(File.pathSeparator, kept);
    }
}
