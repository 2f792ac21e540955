package dev.jumbo.marshal.reading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.reading.ReadingOracle.Strictness;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Class evolution, as the OpenJDK's serialization tests exercise it (fields added, removed,
 * reordered, types changed, superclasses inserted or removed, serialVersionUID mismatches,
 * Serializable against Externalizable, records with missing or extra components): each case
 * file ({@link EvolutionCase}) describes two versions of some classes; both are generated and
 * defined in loaders of their own ({@link EvolvedClasses}). The writing version's object is
 * written by ObjectOutputStream; the JDK and each candidate read it with the same resolveClass
 * mapping to the reading version (and the same logging hooks and recording filter). The JDK's
 * outcome must be the case's {@code expect:} line; each candidate's must equal the JDK's, message,
 * callbacks and filter calls included.
 */
class EvolutionTest {
    private static final String CORPUS = "reading/evolution";

    static List<Path> caseFiles() throws IOException, URISyntaxException {
        Path directory = Path.of(EvolutionTest.class.getClassLoader().getResource(CORPUS).toURI());
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.toString().endsWith(".case")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> evolvedClassesReadAsTheJdkReadsThem() throws IOException, URISyntaxException {
        List<Path> files = caseFiles();
        assertTrue(files.size() >= 20, "only " + files.size() + " evolution cases");
        return files.stream().flatMap(file -> Readers.candidates().stream().map(reader -> {
            String name = file.getFileName().toString().replace(".case", "");
            return DynamicTest.dynamicTest(name + " [" + reader.name() + "]", () -> check(
                    EvolutionCase.parse(name, Files.readAllLines(file, StandardCharsets.UTF_8)), reader));
        }));
    }

    private static void check(EvolutionCase evolution, ReaderFactory reader) throws ReflectiveOperationException {
        EvolvedClasses writing = new EvolvedClasses("writer", evolution.writer());
        EvolvedClasses reading = new EvolvedClasses("reader", evolution.reader());
        Class<?> rootType = writing.type(evolution.root().name());
        Object root = evolution.root().isRecord() ? rootType.getMethod("sample").invoke(null) : rootType.getConstructor().newInstance();
        ReadingCase readingCase = new ReadingCase(evolution.name(), StreamBytes.of(root), ReadAction.objects(1),
                filter -> new LoggingHooks(filter, reading.loader()));

        ReadOutcome jdk = ReadingOracle.read(Readers.REFERENCE, readingCase);

        String jdkOutcome = jdk.failure() == null ? "graph" : jdk.failure().getClass().getName();
        assertEquals(evolution.expect(), jdkOutcome, evolution.name() + ": the JDK's outcome (" + jdk.summary() + "), for the versions\n"
                + writing.sources() + "\n---\n" + reading.sources());
        try {
            ReadingOracle.assertSameOutcome(readingCase, reader, Strictness.FULL, true);
        } catch (AssertionError difference) {
            throw new AssertionError(difference.getMessage() + "\nthe versions:\n" + writing.sources() + "\n---\n" + reading.sources(), difference);
        }
    }
}
