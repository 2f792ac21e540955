package dev.jumbo.bench.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.bench.marshal.heterogeneous.HeterogeneousGraph;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import org.junit.jupiter.api.Test;

/** The heterogeneous workload must have the paper's shape: about 13,000 objects of 66 classes, skewed. */
class HeterogeneousGraphTest {
    @Test
    void holdsAboutThePapersObjectCountFromSixtySixClasses() {
        ObjectCensus census = ObjectCensus.of(HeterogeneousGraph.paperSized());

        assertEquals(66, census.plainClasses());
        assertTrue(census.objects() > 12_000 && census.objects() < 14_500, "objects: " + census.objects());
    }

    @Test
    void aFewClassesHaveManyInstancesAndMostHaveFew() {
        ObjectCensus census = ObjectCensus.of(HeterogeneousGraph.paperSized());

        int frequent = census.plainClassesAbove(250);
        assertTrue(frequent >= 10 && frequent <= 18, "classes over 250 instances: " + frequent);
        assertTrue(census.plainClasses() - census.plainClassesAbove(100) >= 40, "most classes must have few instances");
    }

    @Test
    void theSameSeedBuildsAnEqualGraphOfNewObjects() throws Exception {
        byte[] first = serialize(HeterogeneousGraph.paperSized());
        byte[] second = serialize(HeterogeneousGraph.paperSized());

        assertArrayEquals(first, second);
    }

    @Test
    void theJdkReadsItBack() throws Exception {
        byte[] bytes = serialize(HeterogeneousGraph.paperSized());

        Object copy;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            copy = in.readObject();
        }

        assertEquals(ObjectCensus.of(HeterogeneousGraph.paperSized()).objects(), ObjectCensus.of(copy).objects());
    }

    private static byte[] serialize(Object root) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(root);
        }
        return bytes.toByteArray();
    }
}
