package dev.jumbo.marshal.reading;

import dev.jumbo.marshal.conformance.JdkStreams;
import dev.jumbo.marshal.conformance.StreamFactory;
import dev.jumbo.marshal.conformance.StreamHooks;
import dev.jumbo.marshal.random.GraphPlan;
import dev.jumbo.marshal.random.RandomGraphProperties;
import dev.jumbo.marshal.reading.ReadingOracle.Strictness;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * The write side's 10,000 random graphs (mixed, custom writeObject/putFields/Externalizable/block
 * data, scripts with resets, writeUnshared and primitive data), written by ObjectOutputStream and
 * read by the JDK and by every candidate, plain and hooked: the oracle's full comparison.
 */
class RandomGraphReadingProperties extends RandomGraphProperties {
    private static final Map<String, AtomicInteger> READ = new ConcurrentHashMap<>();

    @Override
    protected StreamFactory factory() {
        return JdkStreams.REFERENCE;
    }

    @Override
    protected void check(GraphPlan plan) {
        var steps = plan.steps();
        byte[] bytes = WrittenStreams.write(steps, StreamHooks.NONE);
        List<ReadAction> actions = ReadAction.of(steps);
        boolean hooked = Math.floorMod(plan.hashCode(), 2) == 0;
        ReadingCase readingCase = new ReadingCase("random " + plan, bytes, actions, hooked ? ReadingCase.LOGGING : ReadingCase.PLAIN);
        for (ReaderFactory reader : Readers.candidates()) {
            ReadingOracle.assertSameOutcome(readingCase, reader, Strictness.FULL, true);
            READ.computeIfAbsent(reader.name(), name -> new AtomicInteger()).incrementAndGet();
        }
    }

    @AfterContainer
    static void reportReading() {
        for (String reader : List.copyOf(READ.keySet())) {
            System.out.printf("[reading] %d random graphs read by %s as java.io.ObjectInputStream reads them%n", READ.remove(reader).get(), reader);
        }
    }
}
