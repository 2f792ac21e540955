package dev.jumbo.marshal.hostile;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.conformance.GraphRegistry;
import dev.jumbo.marshal.conformance.NamedGraph;
import dev.jumbo.marshal.reading.ReadOutcome;
import dev.jumbo.marshal.reading.ReaderFactory;
import dev.jumbo.marshal.reading.Readers;
import dev.jumbo.marshal.reading.ReadingCase;
import dev.jumbo.marshal.reading.WrittenStreams;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Mutated streams: the valid streams of the write side's named graphs, each mutated over and
 * over ({@link Mutator}: bit flips, truncation, inserted and deleted bytes, corrupted lengths,
 * handles and type codes), read by the JDK and by each candidate under the same realistic filter
 * ({@link HostileLimits}) on a worker thread with a timeout. Outcomes must agree: an equal graph
 * or the same exception class (messages are counted, not required); where the JDK overflows or
 * runs out of memory, an IOException. No reader may hang.
 *
 * <p>{@code -Dhostile.mutants=N} (default 10,000), {@code -Dhostile.seed=S}, and
 * {@code -Dhostile.timeoutSeconds=T} (default 20) per reading.
 */
class HostileCorpusTest {
    private static final int MUTANTS = Integer.getInteger("hostile.mutants", 10_000);
    private static final long SEED = Long.getLong("hostile.seed", 20261125L);
    private static final Duration TIMEOUT = Duration.ofSeconds(Long.getLong("hostile.timeoutSeconds", 20));

    @Test
    void mutatedStreamsGetTheJdksOutcome() {
        long start = System.nanoTime();
        List<ReadingCase> valid = new ArrayList<>();
        for (NamedGraph graph : GraphRegistry.all()) {
            if (!graph.failure()) {
                valid.add(WrittenStreams.of(graph, ReadingCase.PLAIN));
            }
        }
        Mutator mutator = new Mutator(SEED);
        List<ReaderFactory> candidates = Readers.candidates();
        List<HostileTally> tallies = candidates.stream().map(reader -> new HostileTally(reader.name())).toList();
        Map<Mutator.Kind, Integer> kinds = new TreeMap<>();
        try (TimedReader timed = new TimedReader(TIMEOUT)) {
            for (int i = 0; i < MUTANTS; i++) {
                ReadingCase base = valid.get(i % valid.size());
                Mutator.Kind kind = Mutator.kind(i);
                kinds.merge(kind, 1, Integer::sum);
                ReadingCase mutant = new ReadingCase("mutant " + i + " (seed " + SEED + ", " + kind + ") of " + base.id(),
                        mutator.mutate(base.bytes(), i), base.actions(), ReadingCase.PLAIN, HostileLimits.FILTER);
                ReadOutcome expected = timed.read(Readers.REFERENCE, mutant);
                for (int c = 0; c < candidates.size(); c++) {
                    tallies.get(c).check(timed, mutant, expected, candidates.get(c));
                }
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        StringBuilder report = new StringBuilder();
        for (HostileTally tally : tallies) {
            System.out.println(tally.figure("mutants of " + valid.size() + " valid streams " + kinds + " in " + String.format("%.1f s", seconds))
                    + (tally.disagreements() == 0 ? "" : "; kinds of difference:" + tally.kindsOfDifference()));
            for (String difference : tally.differences()) {
                report.append("\n  ").append(difference);
            }
        }
        int disagreements = tallies.stream().mapToInt(HostileTally::disagreements).sum();
        assertTrue(disagreements == 0, disagreements + " hostile streams read differently; the first ones:" + report);
    }
}
