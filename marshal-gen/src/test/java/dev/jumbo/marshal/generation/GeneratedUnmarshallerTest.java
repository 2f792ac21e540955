package dev.jumbo.marshal.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.UnmarshallerCache;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Generated unmarshallers read what ObjectOutputStream wrote as ObjectInputStream reads it
 * (the oracle of {@link ReadBack}), at threshold 0, at the default threshold (with more
 * instances than that), and with a warm cache.
 */
class GeneratedUnmarshallerTest {
    /** Reads {@code roots} (and one more copy than the default threshold, each after a reset: every class passes it) at threshold 0 and at the default; asserts which classes got generated code. */
    private static void assertReadAsTheJdkReads(List<Object> roots, Class<?>... generated) throws IOException {
        int copies = Options.DEFAULT_THRESHOLD + 1;
        byte[] once = ReadBack.write(roots.toArray());
        byte[] repeated = ReadBack.writeCopies(copies, roots.toArray());

        Options always = Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache();
        ReadBack.assertSameOutcome("threshold 0", ReadBack.jumbo(always), once, roots.size());
        ReadBack.assertSameOutcome("threshold 0, warm cache", ReadBack.jumbo(always), once, roots.size());
        Options byDefault = Options.defaults().withSynchronousGeneration().withPrivateCache();
        ReadBack.assertSameOutcome("default threshold", ReadBack.jumbo(byDefault), repeated, copies * roots.size());
        ReadBack.assertSameOutcome("default threshold, warm cache", ReadBack.jumbo(byDefault), repeated, copies * roots.size());

        for (Class<?> type : generated) {
            UnmarshallerCache cache = always.unmarshallerCache();
            assertTrue(cache.generatedCount(type) > 0, () -> type.getName() + " has no generated unmarshaller at threshold 0");
            assertTrue(byDefault.unmarshallerCache().generatedCount(type) > 0,
                    () -> type.getName() + " has no generated unmarshaller at the default threshold");
        }
    }

    @Test
    void dummiesWithSharedAndPolymorphicFields() throws IOException {
        Samples.Simple shared = new Samples.Simple(9);
        List<Object> roots = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Samples.Simple second = i % 3 == 0 ? new Samples.SimpleChild(i, -i) : new Samples.Simple(i + 100);
            roots.add(new Samples.Dummy(i, i % 2 == 0 ? shared : new Samples.Simple(i), i % 5 == 0 ? null : second));
        }

        assertReadAsTheJdkReads(roots, Samples.Dummy.class, Samples.Simple.class, Samples.SimpleChild.class);
    }

    @Test
    void everyKindOfField() throws IOException {
        assertReadAsTheJdkReads(List.of(new Samples.AllKinds(), new Samples.AllKinds()), Samples.AllKinds.class);
    }

    @Test
    void readObjectSlotsAndRecords() throws IOException {
        Samples.CustomChild first = new Samples.CustomChild();
        first.next = new Samples.CustomChild();
        first.next.next = first;

        assertReadAsTheJdkReads(List.of(first, new Samples.Point(1, 2, "p"), new Samples.Point(3, 4, null), first.next),
                Samples.CustomChild.class, Samples.Point.class);
    }

    @Test
    void shortListsAndCycles() throws IOException {
        Samples.Node ring = Samples.Node.list(30);
        Samples.Node last = ring;
        while (last.next != null) {
            last = last.next;
        }
        last.next = ring;

        assertReadAsTheJdkReads(List.of(Samples.Node.list(40), ring), Samples.Node.class);
    }

    @Test
    void jdkClassesGoTheirOwnWay() throws IOException {
        Map<String, Object> map = new HashMap<>();
        map.put("n", 12L);
        map.put("list", new ArrayList<>(List.of(1, 2.5, "x")));
        map.put("date", new Date(1234567L));

        assertReadAsTheJdkReads(List.of(map, Integer.valueOf(5), new Samples.Dummy(1, null, new Samples.Simple(2))));
    }

    @Test
    void theCountsArePerPair() {
        Options always = Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache();

        assertEquals(0, always.unmarshallerCache().generatedCount(Samples.Node.class));
    }
}
