package dev.jumbo.marshal.shapes;
import dev.jumbo.marshal.generate.ReadProgGen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.UnmarshallerCache;
import dev.jumbo.marshal.generation.ReadBack;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * ReadProgGen on class shapes nobody wrote by hand: the random classes and graphs of
 * {@link RandomShapesTest}, written by ObjectOutputStream, read by ObjectInputStream and by
 * JumboObjectInputStream at thresholds 0 and 2 (private caches, kept across the graphs): the
 * same graph (written again, equal bytes) or the same exception. At threshold 0 most classes read
 * must really have a generated unmarshaller (not the reflective fallback).
 *
 * <p>{@code -Dshapes.seed=N}, {@code -Dshapes.classes} and {@code -Dshapes.readGraphs} as in
 * RandomShapesTest.
 */
class RandomShapesReadingTest {
    private static final long SEED = Long.getLong("shapes.seed", 20240611L);
    private static final int CLASSES = Integer.getInteger("shapes.classes", 300);
    private static final int GRAPHS = Integer.getInteger("shapes.readGraphs", 2000);

    @Test
    void generatedShapesReadAsTheJdkReadsThem() throws Exception {
        long start = System.nanoTime();
        ShapeGenerator shapes = new ShapeGenerator(SEED);
        shapes.generate(CLASSES);
        Options always = Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache();
        Options lowThreshold = Options.defaults().withThreshold(2).withSynchronousGeneration().withPrivateCache();
        Random random = new Random(SEED ^ 0x2545F4914F6CDD1DL);
        Set<Class<?>> read = new LinkedHashSet<>();
        int objects = 0;
        for (int g = 0; g < GRAPHS; g++) {
            RandomShapesTest.GraphBuilder graph = new RandomShapesTest.GraphBuilder(shapes, random);
            List<Object> roots = graph.build();
            read.addAll(graph.classes);
            objects += graph.objects;
            byte[] bytes = ReadBack.write(roots.toArray());
            String what = "shapes seed " + SEED + " graph " + g;
            try {
                ReadBack.assertSameOutcome(what + ", threshold 0", ReadBack.jumbo(always), bytes, roots.size());
                ReadBack.assertSameOutcome(what + ", threshold 2", ReadBack.jumbo(lowThreshold), bytes, roots.size());
            } catch (AssertionError | LinkageError e) {
                StringBuilder report = new StringBuilder(what + ": " + e + "\nits classes:\n");
                for (Class<?> type : graph.classes) {
                    for (Class<?> c = type; c != null && shapes.source(c) != null; c = c.getSuperclass()) {
                        report.append(shapes.source(c)).append('\n');
                    }
                }
                throw new AssertionError(report.toString(), e);
            }
        }
        long checked = System.nanoTime();

        UnmarshallerCache cache = always.unmarshallerCache();
        int generated = 0;
        int generatedByDefault = 0;
        Map<String, Integer> reasons = new TreeMap<>();
        for (Class<?> type : read) {
            if (cache.generatedCount(type) > 0) {
                generated++;
            } else {
                for (String reason : cache.reasonsForReflectivePath(type)) {
                    reasons.merge(reason.replaceAll("[A-Za-z]+V?\\d+", "<class>"), 1, Integer::sum);
                }
            }
            if (lowThreshold.unmarshallerCache().generatedCount(type) > 0) {
                generatedByDefault++;
            }
        }
        System.out.printf("[shapes] seed %d: %d graphs (%d objects) read by ObjectInputStream and JumboObjectInputStream"
                        + " at thresholds 0 and 2 in %.1f s%n", SEED, GRAPHS, objects, (checked - start) / 1e9);
        System.out.printf("[shapes] %d classes read; generated unmarshallers: %d at threshold 0, %d at threshold 2;"
                        + " reflective path at threshold 0: %s%n", read.size(), generated, generatedByDefault, reasons);
        assertTrue(generated >= read.size() * 9 / 10,
                "ReadProgGen generated unmarshallers for only " + generated + " of " + read.size() + " classes: " + reasons);
    }
}
