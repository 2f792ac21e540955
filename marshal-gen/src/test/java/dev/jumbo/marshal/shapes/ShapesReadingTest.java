package dev.jumbo.marshal.shapes;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.conformance.StreamHooks;
import dev.jumbo.marshal.reading.ReadAction;
import dev.jumbo.marshal.reading.ReaderFactory;
import dev.jumbo.marshal.reading.Readers;
import dev.jumbo.marshal.reading.ReadingCase;
import dev.jumbo.marshal.reading.ReadingOracle;
import dev.jumbo.marshal.reading.ReadingOracle.Strictness;
import dev.jumbo.marshal.reading.WrittenStreams;
import dev.jumbo.marshal.conformance.Step;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Reading classes nobody wrote by hand: the random class shapes of {@link RandomShapesTest}
 * (same seed and generator, {@code -Dshapes.seed}, {@code -Dshapes.classes}, and
 * {@code -Dshapes.readGraphs} for the number of graphs), their random graphs written by
 * ObjectOutputStream, read by the JDK and every candidate reader, plain and hooked. Lives in the
 * shapes package because the generator and its graph builder are of this package.
 */
class ShapesReadingTest {
    private static final long SEED = Long.getLong("shapes.seed", 20240611L);
    private static final int CLASSES = Integer.getInteger("shapes.classes", 300);
    private static final int GRAPHS = Integer.getInteger("shapes.readGraphs", 2000);

    @Test
    void generatedShapesReadAsTheJdkReadsThem() throws Exception {
        long start = System.nanoTime();
        ShapeGenerator shapes = new ShapeGenerator(SEED);
        shapes.generate(CLASSES);
        Random random = new Random(SEED ^ 0x5DEECE66DL);
        int objects = 0;
        int reads = 0;
        for (int g = 0; g < GRAPHS; g++) {
            RandomShapesTest.GraphBuilder graph = new RandomShapesTest.GraphBuilder(shapes, random);
            List<Step> steps = graph.build().stream().map(Step::object).toList();
            objects += graph.objects;
            byte[] bytes = WrittenStreams.write(steps, StreamHooks.NONE);
            ReadingCase readingCase = new ReadingCase("shapes seed " + SEED + " graph " + g, bytes, ReadAction.of(steps),
                    g % 2 == 0 ? ReadingCase.PLAIN : ReadingCase.LOGGING);
            for (ReaderFactory reader : Readers.candidates()) {
                try {
                    ReadingOracle.assertSameOutcome(readingCase, reader, Strictness.FULL, true);
                    reads++;
                } catch (AssertionError difference) {
                    StringBuilder report = new StringBuilder(difference.getMessage()).append("\nits classes:\n");
                    for (Class<?> type : graph.classes) {
                        for (Class<?> c = type; c != null && shapes.source(c) != null; c = c.getSuperclass()) {
                            report.append(shapes.source(c)).append('\n');
                        }
                    }
                    throw new AssertionError(report.toString(), difference);
                }
            }
        }
        System.out.printf("[reading] shapes seed %d: %d graphs (%d objects) of %d generated classes read by %d reader(s) as java.io.ObjectInputStream reads them (%d comparisons) in %.1f s%n",
                SEED, GRAPHS, objects, CLASSES, Readers.candidates().size(), reads, (System.nanoTime() - start) / 1e9);
        assertTrue(reads == GRAPHS * Readers.candidates().size());
    }
}
